module.exports = require('../../jest.web.config')(__dirname, 'kit');

module.exports = require('../jest.web.config')(__dirname, 'mf-beheer');

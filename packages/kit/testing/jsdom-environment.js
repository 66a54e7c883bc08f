// jest-fixed-jsdom gives jsdom the fetch API React Router's data router needs (Request, Response,
// AbortSignal). It also swaps in Node's FormData, which cannot read a <form> element; React 19
// builds FormData from the form when a submit handler starts a transition, so keep jsdom's own.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const { JSDOM } = require('jsdom');

class KitJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.FormData = new JSDOM('').window.FormData;
  }
}

module.exports = KitJSDOMEnvironment;

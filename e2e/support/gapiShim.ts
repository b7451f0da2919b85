/**
 * A stand-in for https://apis.google.com/js/api.js, served to the browser by the tests.
 *
 * Firebase's Google popup flow relays the result from the popup to the page through a hidden
 * iframe, and both sides (the SDK in our page, the Auth emulator's helper iframe) talk through
 * Google's `gapi.iframes` loaded from apis.google.com. These machines are offline, so the tests
 * provide the few calls both sides make, over plain postMessage. Production never sees this.
 */
export const GAPI_SHIM = String.raw`(function () {
  var MARK = "__atelierGapiShim";
  var nextId = 1;
  var channels = [];

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.waiting = {};
    this.queued = {};
    this.readyCallbacks = [];
    this.ready = false;
  }
  Channel.prototype.post = function (message) {
    message[MARK] = true;
    this.target.postMessage(message, "*");
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < queued.length; i++) this.receive(queued[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var self = this;
    var id = nextId++;
    return new Promise(function (resolve) {
      self.waiting[id] = function (result) {
        try { if (callback) callback(result); } catch (e) { /* as gapi: callbacks may throw */ }
        resolve(result);
      };
      self.post({ kind: "send", id: id, type: type, data: data });
    });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === "hello") {
      this.ready = true;
      var callbacks = this.readyCallbacks.splice(0);
      for (var i = 0; i < callbacks.length; i++) callbacks[i]();
    } else if (message.kind === "send") {
      var handler = this.handlers[message.type];
      if (!handler) {
        (this.queued[message.type] = this.queued[message.type] || []).push(message);
        return;
      }
      this.post({ kind: "reply", id: message.id, result: [handler(message.data)] });
    } else if (message.kind === "reply") {
      var done = this.waiting[message.id];
      delete this.waiting[message.id];
      if (done) done(message.result);
    }
  };

  window.addEventListener("message", function (event) {
    if (!event.data || !event.data[MARK]) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) channels[i].receive(event.data);
    }
  });

  function ParentSideIframe(element) {
    var channel = new Channel(element.contentWindow);
    channels.push(channel);
    channel.restyle = function () { return Promise.resolve(); };
    channel.ping = function (callback) {
      return new Promise(function (resolve) {
        function done() { if (callback) callback(); resolve(); }
        if (channel.ready) done(); else channel.readyCallbacks.push(done);
      });
    };
    return channel;
  }

  var parentChannel = null;
  var context = {
    open: function (options, onOpen) {
      var element = document.createElement("iframe");
      element.src = options.url;
      element.setAttribute("aria-hidden", "true");
      element.style.cssText = "position:absolute;top:-100px;width:1px;height:1px";
      (options.where || document.body).appendChild(element);
      return onOpen(ParentSideIframe(element));
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(window.parent);
        channels.push(parentChannel);
        parentChannel.post({ kind: "hello" });
      }
      return parentChannel;
    },
  };

  window.gapi = {
    load: function (name, options) {
      var callback = typeof options === "function" ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; } },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
  if (typeof window.gapi_onload === "function") window.gapi_onload();
})();`;

// Stand-in for the content service's forms runtime: it only announces that it has loaded.
document.documentElement.dataset.nucleusRuntime = 'ready';

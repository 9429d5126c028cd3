'use strict';

module.exports = async function retry(task, attempts) {
  let lastError;
  for (let i = 0; i <= attempts; i += 1) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
};

module.exports.backoffMs = function backoffMs(attempt) {
  return Math.min(1000 * 2 ** attempt, 30000);
};

/* qbzip: the small zip reader the browser uses for offline packages.
 * Copyright 2024 The QQBrowser Authors. All rights reserved. */

#ifndef QBZIP_QBZIP_H_
#define QBZIP_QBZIP_H_

#include <stddef.h>
#include <stdint.h>

#define QBZIP_VERSION "1.4.2"
#define QBZIP_MAX_NAME 256
#define QBZIP_IS_ERROR(code) ((code) < 0)

typedef enum qbzip_method {
  QBZIP_METHOD_STORE = 0,
  QBZIP_METHOD_DEFLATE = 8,
} qbzip_method;

typedef struct qbzip_entry {
  char name[QBZIP_MAX_NAME];
  uint32_t crc32;
  uint64_t compressed_size;
  uint64_t size;
  qbzip_method method;
} qbzip_entry_t;

/* Reads from memory instead of a file (packages embedded in the APK). */
typedef struct {
  const uint8_t *data;
  size_t length;
  size_t offset;
} qbzip_mem_source;

typedef void (*qbzip_progress_fn)(size_t done, size_t total, void *user_data);

typedef struct qbzip_archive qbzip_archive;

int qbzip_open(const char *path, qbzip_archive **out);
int qbzip_open_memory(const qbzip_mem_source *source, qbzip_archive **out);
int qbzip_read_entry(qbzip_archive *archive, size_t index, qbzip_entry_t *entry);
int qbzip_extract_all(qbzip_archive *archive, const char *dest_dir,
                      qbzip_progress_fn progress, void *user_data);
void qbzip_close(qbzip_archive *archive);
const char *qbzip_strerror(int code);

#endif /* QBZIP_QBZIP_H_ */

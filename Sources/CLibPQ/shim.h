// The system PostgreSQL client library, libpq, for Swift: `import CLibPQ`.
#include <libpq-fe.h>

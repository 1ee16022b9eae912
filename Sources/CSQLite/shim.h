// The system SQLite library, for Swift: `import CSQLite`.
#include <sqlite3.h>

#ifndef SWIFTUI_TUTOR_CREADLINE_SHIM_H
#define SWIFTUI_TUTOR_CREADLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Readline keeps its settings in global variables, which Swift 6 cannot touch safely.
   These accessors are the only place the tutor reads or writes them. */

static inline void tutor_rl_configure(const char *name, rl_completion_func_t *completion) {
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_attempted_completion_function = completion;
}

static inline void tutor_rl_completion_done(void) { rl_attempted_completion_over = 1; }

static inline const char *tutor_rl_library_version(void) { return rl_library_version; }

static inline const char *tutor_rl_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }

/* The newest history entry, or NULL. */
static inline const char *tutor_history_last(void) {
    if (history_length <= 0) return NULL;
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}

#endif

/// The completion scripts `kheper completion` prints. Each hands the words on the line to `kheper __complete`,
/// which knows the commands, their options and the store, so no script names a command.
enum CompletionScripts {
    /// For bash (`source <(kheper completion bash)`).
    static let bash = #"""
        # kheper completion for bash: source <(kheper completion bash)
        _kheper() {
            local cur="${COMP_WORDS[COMP_CWORD]}"
            cur="${cur#[\"\']}"
            local IFS=$'\n' line value
            local -a words=("${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur")
            COMPREPLY=()
            while IFS= read -r line; do
                if [[ "$line" == ":files" ]]; then
                    COMPREPLY+=($(compgen -f -- "$cur"))
                else
                    value="${line%%$'\t'*}"
                    COMPREPLY+=("$value")
                fi
            done < <(command kheper __complete -- "${words[@]}" 2>/dev/null)
        }
        # -o filenames makes bash quote what it inserts, so a title with spaces stays one word.
        complete -o filenames -F _kheper kheper

        """#

    /// For zsh (`source <(kheper completion zsh)`).
    static let zsh = #"""
        #compdef kheper
        # kheper completion for zsh: source <(kheper completion zsh)
        _kheper() {
            local -a values descriptions
            local line
            for line in "${(@f)$(command kheper __complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)}"; do
                [[ -z "$line" ]] && continue
                if [[ "$line" == ":files" ]]; then
                    _files
                else
                    values+=("${line%%$'\t'*}")
                    descriptions+=("${line//$'\t'/  -- }")
                fi
            done
            (( ${#values} )) && compadd -d descriptions -a values
        }
        if (( $+functions[compdef] )); then compdef _kheper kheper; fi

        """#

    /// For fish (`kheper completion fish > ~/.config/fish/completions/kheper.fish`).
    static let fish = #"""
        # kheper completion for fish: kheper completion fish > ~/.config/fish/completions/kheper.fish
        function __kheper_complete
            set -l words (commandline -opc) (commandline -ct)
            command kheper __complete -- $words[2..-1] 2>/dev/null | while read -l line
                if test "$line" = ":files"
                    __fish_complete_path (commandline -ct)
                else
                    echo $line
                end
            end
        end
        complete -c kheper -f -a '(__kheper_complete)'

        """#
}

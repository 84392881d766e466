# Split Card Inspector: the interface in English. Rules explanations come from the engine
# (crates/engine/src/messages.rs), in the same three languages.

language-name = English
language-label = Language

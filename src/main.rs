fn main() {
    split_card_inspector::start();
}

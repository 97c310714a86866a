"""Kuriboh against Airknight Parshath's piercing attack (the GOAT preset; both texts the same in
both eras: Kuriboh, discarded from the hand during the opponent's Damage Step, makes the battle
damage of that battle 0; Airknight Parshath inflicts piercing battle damage and draws 1 card
when it inflicts battle damage to the opponent's Life Points).

Sources: goatformat.com, "Individual Rulings (I-K)", KURIBOH (its entry, in our own words: it is
discarded before damage calculation; its controller takes no battle damage from that battle, the
monster itself is still destroyed) and "Individual Rulings (A-C)", AIRKNIGHT PARSHATH (the draw
needs battle damage actually inflicted: no damage, no card).

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def test_kuriboh_stops_the_piercing_damage_and_so_the_draw():
    """Q: my opponent's Airknight Parshath (1900) attacks my Celtic Guardian in
    Defense Position (DEF 1200); I discard Kuriboh. A: I take no
    piercing damage, so Parshath inflicted no battle damage and its controller draws nothing;
    Celtic Guardian is still destroyed by the battle."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.hand(0, "Kuriboh")
    guardian = table.monster(0, "Celtic Guardian", position="defense")
    table.monster(1, "Airknight Parshath")
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Airknight Parshath", target=guardian, player=1)
    while duel.request.kind == "chain" and not s.has("activate", "Kuriboh"):
        s.pick("pass")
    s.pick("activate", "Kuriboh", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Kuriboh"]
    assert field_monsters(duel, 0) == []
    assert hand(duel, 1) == []

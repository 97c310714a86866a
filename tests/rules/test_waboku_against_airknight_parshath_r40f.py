"""Waboku against Airknight Parshath (the GOAT preset; both texts the same in both eras: Waboku
makes the battle damage its player takes 0 this turn and their monsters are not destroyed by
battle; Airknight Parshath draws 1 card when it inflicts battle damage to the opponent).

Sources: goatformat.com, "Individual Rulings (U-Z)", WABOKU (its entry, in our own words: its
effects last for the rest of the turn, piercing damage included) and "Individual Rulings (A-C)",
AIRKNIGHT PARSHATH (no battle damage inflicted, no card drawn).

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, hand, lp
from duelist.testing.scenario import Script, Table


def test_waboku_stops_the_piercing_damage_so_parshath_draws_nothing():
    """Q: my opponent's Airknight Parshath (1900) attacks my Celtic Guardian in Defense
    Position (DEF 1200); I activate Waboku. A: Celtic Guardian is not destroyed and I take no
    piercing damage, so Parshath's controller draws no card."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian", position="defense")
    table.spell_trap(0, "Waboku")
    table.monster(1, "Airknight Parshath")
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Airknight Parshath", target=guardian, player=1)
    s.pick("activate", "Waboku", player=0, request="chain")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert hand(duel, 1) == []

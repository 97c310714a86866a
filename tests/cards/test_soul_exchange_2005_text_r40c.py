"""Soul Exchange under the GOAT preset (its TCG effect: for the rest of the turn its
player MAY Tribute the chosen monster as if they controlled it): the opponent's monster MAY be Tributed;
its player is not forced to and may Tribute their own monsters instead.

Sources: the Edison-format Soul Exchange rulings on mikamika.de (the TCG text makes
the Tribute a choice; its player is not forced to Tribute that monster and may Tribute others
instead; if the card's activation is negated, its player may still conduct the Battle Phase);
Pojo's card of the day of 2002-05-15 (the opponent's monster may be used as a Tribute). The
engine plays the OCG / current reading ("must be one of the Tributes") under every preset.
This test fails on main (h40c request R4)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_under_goat_soul_exchange_leaves_the_choice_of_tribute_to_its_player():
    """Q (Goat Format): I activate Soul Exchange on my opponent's Battle Ox, then decide to
    Tribute my own Celtic Guardian for Summoned Skull: may I? A: yes: the 2005 text lets me
    Tribute the Ox; it does not force me to."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Soul Exchange", "Summoned Skull")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon", "Summoned Skull")
    assert sorted(o.name for o in duel.request.options if o.kind == "tribute") == [
        "Battle Ox", "Celtic Guardian"]
    s.pick("tribute", "Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Soul Exchange"]

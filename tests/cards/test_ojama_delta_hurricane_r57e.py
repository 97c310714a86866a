"""Ojama Delta Hurricane!! (8251996), Normal Spell: activated only while you control face-up
"Ojama Green", "Ojama Yellow" and "Ojama Black"; destroys every card your opponent controls.

Sources, in our words: the card's text (IOC-034, 2004: "activate only when ... on your side of the
field"; today's "if you control ...": the same condition and effect, no ERAS entry);
yugioh-wiki.net 《おジャマ・デルタハリケーン！！》 (the three must be face-up; an Ojama Token is no
"Ojama Green/Yellow/Black"). Once activated, the condition is not asked again as it resolves (our
reading of seed 000 §魔法卡: an activation condition is a condition of the activation), so an Ojama
taken away in the chain does not stop the destruction."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

ODH = "Ojama Delta Hurricane!!"
TRIO = ["Ojama Green", "Ojama Yellow", "Ojama Black"]


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="GOAT", mine=TRIO, black_position="attack"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, ODH)
    for name in mine:
        table.monster(0, name, position=black_position if name == "Ojama Black" else "attack")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox", position="set")
    table.spell_trap(1, "Waboku")
    return table


def test_ojama_delta_hurricane_destroys_every_card_of_the_opponent():
    """Q: I control face-up Ojama Green, Yellow and Black and activate Ojama Delta Hurricane!!; the
    opponent has Summoned Skull, a Set Battle Ox and a Set Waboku. A: all three of their cards are
    destroyed; my Ojamas stay (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules).build()
        s = Script(duel)
        s.pick("activate", ODH)
        _pass_all(duel, s)
        assert sorted(grave(duel, 1)) == ["Battle Ox", "Summoned Skull", "Waboku"], rules
        assert field_monsters(duel, 0) == TRIO and grave(duel, 0) == [ODH], rules


def test_ojama_delta_hurricane_needs_all_three_ojamas():
    """Q: I control Ojama Green and Ojama Yellow only. A: it cannot be activated."""
    duel = _table(mine=TRIO[:2]).build()
    assert not Script(duel).has("activate", ODH)


def test_ojama_delta_hurricane_needs_them_face_up():
    """Q: my Ojama Black is Set (face-down Defense Position). A: a face-down monster is not a
    face-up "Ojama Black": it cannot be activated."""
    duel = _table(black_position="set").build()
    assert not Script(duel).has("activate", ODH)


def test_ojama_delta_hurricane_with_ojama_black_bounced_in_the_chain():
    """Q: I activate Ojama Delta Hurricane!!; the opponent chains Book of Moon on my Ojama Black.
    A: the condition was met as it was activated: the opponent's other cards (Summoned Skull and
    the Set Battle Ox) are destroyed anyway; Ojama Black is face-down and stays."""
    table = _table()
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", ODH)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Ojama Black", player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Book of Moon", "Summoned Skull", "Waboku"]
    assert field_monsters(duel, 0) == TRIO and duel.players[0].mzone[2].position == "set"

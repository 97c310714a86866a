"""Toon Summoned Skull and Manga Ryu-Ran Tributing Sheep Tokens.

Scapegoat's Sheep Tokens cannot be Tributed for a Tribute Summon, and only that (Scapegoat's
text; yugioh-wiki 《スケープ・ゴート》: Tributes for a cost or a Special Summon are allowed). A Toon
monster is never Normal Summoned: it is Special Summoned from the hand by its own procedure,
Tributing as it says (seed 004 §特殊效果怪兽: 卡通 (Toon); tests/rules/test_toon_monsters.py
`test_toon_is_never_normal_summoned_or_set`), so the Tokens may pay its Tributes. Scapegoat
is activated in the opponent's turn: its player may Summon nothing else in the turn of its
activation."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

SKULL, RYU_RAN = "Toon Summoned Skull", "Manga Ryu-Ran"


def _my_turn_with_four_sheep():
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Scapegoat")
    table.spell_trap(0, "Toon World", face_down=False)
    table.hand(0, SKULL, RYU_RAN)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Scapegoat", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.end_turn()
    for _ in range(6):
        if duel.request.kind == "idle" and duel.request.player == 0:
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Sheep Token"] * 4
    return duel, s


def test_toon_summoned_skull_tributes_a_sheep_token():
    """Q: I control four Sheep Tokens and Toon World. May I Tribute one Token for Toon Summoned
    Skull? A: yes: the Toon's summon is a Special Summon, not a Tribute Summon."""
    duel, s = _my_turn_with_four_sheep()
    assert not s.has("summon", SKULL) and not s.has("set", SKULL)
    s.pick("special_summon", SKULL)
    s.pick("select", "Sheep Token", first=True)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert sorted(field_monsters(duel, 0)) == ["Sheep Token"] * 3 + [SKULL]
    assert [c.name for c in duel.players[0].grave] == ["Scapegoat"]     # a Token goes to no GY


def test_manga_ryu_ran_tributes_two_sheep_tokens():
    """Q: and Manga Ryu-Ran, which Tributes two? A: yes, two Tokens."""
    duel, s = _my_turn_with_four_sheep()
    s.pick("special_summon", RYU_RAN)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert sorted(field_monsters(duel, 0)) == [RYU_RAN] + ["Sheep Token"] * 2

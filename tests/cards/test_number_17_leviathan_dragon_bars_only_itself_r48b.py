"""Number 17: Leviathan Dragon's "no direct attack" binds only itself (round 48b's mutation
round).

The card's text (while it has no Xyz Material, this card cannot attack directly): the
restriction is on "this card", not on its controller's other monsters, so a Battle Ox beside a
bare Leviathan Dragon still attacks directly."""

from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"


def test_battle_ox_beside_a_bare_leviathan_dragon_attacks_directly():
    """Q: my opponent's field is empty; my Number 17: Leviathan Dragon has no material. May my
    Battle Ox attack directly? A: yes (only Leviathan Dragon may not): 1700 damage."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LEVIATHAN, materials=[])
    table.monster(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 2)
    table.deck(1, ["Celtic Guardian"] * 2)
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", LEVIATHAN, target="player")
    s.pick("attack", "Battle Ox", target="player")
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("pass")
    assert duel.players[1].lp == 8000 - 1700

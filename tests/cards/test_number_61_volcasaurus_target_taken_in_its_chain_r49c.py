"""Number 61: Volcasaurus whose target its own controller took in answer destroys nothing
(round 49c's mutation round).

Volcasaurus's text (detach 1 material, target 1 face-up monster your opponent controls; destroy
it and inflict damage equal to its original ATK) and seed 000 §対象: a target that no longer
fits what the effect targets when it resolves is not affected. Once Enemy Controller, chained by
Volcasaurus's own controller, took Battle Ox, it is no longer a monster the opponent controls:
it is not destroyed and no damage is dealt."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_volcasaurus_target_taken_by_enemy_controller_is_not_destroyed():
    """Q: Number 61: Volcasaurus targets my opponent's Battle Ox; I chain Enemy Controller,
    Tributing Mystical Elf to take Battle Ox. A: when Volcasaurus resolves Battle Ox is mine: it
    is not destroyed, and my opponent takes no damage."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Number 61: Volcasaurus", materials=["Leogun", "Megasonic Eye"])
    table.monster(0, "Mystical Elf")
    table.hand(0, "Enemy Controller")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Number 61: Volcasaurus")
    if duel.request.kind == "select":
        s.pick("select", "Megasonic Eye")
    s.pick("target", "Battle Ox")
    chain = s.expect(request="chain", player=0)
    steal = [o for o in chain.options if o.kind == "activate" and o.name == "Enemy Controller"]
    s.answer(steal[-1])                 # Enemy Controller's second effect: Tribute 1, take 1
    if duel.request.kind == "select":
        s.pick("select", "Mystical Elf")
    s.pick("target", "Battle Ox", request="target")
    if duel.request.kind == "select":
        s.pick("select", "Mystical Elf")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Number 61: Volcasaurus"]
    assert duel.players[1].lp == 8000

"""Apprentice Magician Special Summoned face-down (by another Apprentice Magician destroyed
by battle, or by The Shallow Grave): a face-down monster's effects do not activate (seed 000
§反轉效果: a monster Set or Special Summoned face-down shows no effect until it is flipped),
so its "when this card is Summoned: put 1 Spell Counter" is not activated, even with a
face-up card that could hold the counter on the field. Trigger collection passes by a
face-down field card (engine/chain.py `_mark_batch`)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_apprentice_magician_set_from_the_deck_does_not_put_a_spell_counter():
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Apprentice Magician")
    breaker = table.monster(0, "Breaker the Magical Warrior", zone=4)
    table.deck(0, ["Apprentice Magician", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Apprentice Magician")
    s.pick("yes", request="yes_no", player=0)
    s.pick("select", "Apprentice Magician")
    new = duel.players[0].mzone[0] or duel.players[0].mzone[1]
    assert new.name == "Apprentice Magician" and new.position == S.FACEDOWN_DEFENSE
    # no trigger of the Set monster: the Battle Phase goes on, Breaker has no counter
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert duel.atk(breaker.card(duel)) == 1600
    assert not [e for e in duel.log if e.get("type") == "activate" and e.get("name") == "Apprentice Magician"]


def test_apprentice_magician_set_by_the_shallow_grave_does_not_put_a_spell_counter():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "The Shallow Grave")
    breaker = table.monster(0, "Breaker the Magical Warrior")
    table.grave(0, "Apprentice Magician")
    table.grave(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    s.pick("target", "Apprentice Magician", player=0, request="target")
    s.pick("target", "Battle Ox", player=1, request="target")
    assert [m.position for m in duel.monsters(0) if m.name == "Apprentice Magician"] == [S.FACEDOWN_DEFENSE]
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert duel.atk(breaker.card(duel)) == 1600

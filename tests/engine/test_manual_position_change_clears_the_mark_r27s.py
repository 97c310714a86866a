"""A monster changed to Attack Position by its controller (the Main Phase's manual change) is
looked at by the state checks' force step at once, before the menu comes back (round 59c; before
it, at the next check: ENGINE.md §2; docs/performance.md, round 27s): the manual change leaves the key of quiet steps holding (no keyed step tells
Attack from Defense Position apart), so it clears the whole-pass mark (turn.py
`_change_position_proc`) where a card of the duel has a force_defense effect.

Level Limit - Area B and Dragon Capture Jar also forbid the change for the monsters they
reach; a force_defense effect without that lock (Dragon Capture Jar with its lock taken away
here, a mutant card) shows the rule: the Dragon changed to Attack Position is put back in
Defense Position at once."""

from duelist.cards.scripts import c50045299_dragon_capture_jar as jar
from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

from test_whole_quiet_state_check_pass_r26s import would_make_no_pass


def test_a_dragon_changed_to_attack_position_by_hand_is_forced_back(monkeypatch):
    lock = [e for e in jar.EFFECTS if e.tag == "cannot_change_position"][0]
    monkeypatch.setattr(lock, "affects", lambda ctx, card: False)
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(0, "Battle Ox"))
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.monster(0, "Blue-Eyes White Dragon", position="defense")
    table.hand(1, "Book of Moon")
    duel = table.build()
    for _ in range(2):
        duel._state_checks()
    assert would_make_no_pass(duel)
    s = Script(duel)
    s.pick("change_position", "Blue-Eyes White Dragon")
    # (round 59c) the manual change to Attack Position runs the state checks at once where a
    # force_defense card is in the duel (turn.py `_change_position_proc`): the Dragon is back in
    # Defense Position before the menu returns, and that pass leaves the key quiet again
    [dragon] = [c for c in duel.monsters(0) if c.data.name == "Blue-Eyes White Dragon"]
    assert dragon.position == S.FACEUP_DEFENSE
    duel._state_checks()
    assert dragon.position == S.FACEUP_DEFENSE

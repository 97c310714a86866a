"""Dark Zebra (59784896): if it is the only monster its controller has as their Standby Phase comes,
it changes itself to Defense Position, and its position cannot be changed again that turn.

Sources, in our words: the card's texts (MRL-084, 2002: the only monster on its side during its
controller's Standby Phase, it is changed to Defense Position and its position cannot be changed that
turn; today's: the same; no ERAS entry); yugioh-wiki.net 《ダークゼブラ》 (a mandatory trigger effect
of the Standby Phase). Our reading: it needs to be in face-up Attack Position (a monster already in
Defense Position is not "changed"), another monster of its controller's, face-down too, keeps it in
Attack Position, and only its controller's own Standby Phase counts. Skill Drain negates it (seed 000
§永續效果: a face-up monster's effect)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

DZ = "Dark Zebra"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(turn_player=0, turn=3):
    table = Table(rules="GOAT", turn=turn, turn_player=turn_player, phase="standby")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_dark_zebra_alone_changes_to_defense_and_is_locked():
    """Q: Dark Zebra is my only monster, in Attack Position, as my Standby Phase comes. A: it changes
    to face-up Defense Position, and in my Main Phase I cannot change it back to Attack Position."""
    table = _table()
    zebra = table.monster(0, DZ)
    duel = table.build()
    s = Script(duel)
    _pass_all(s, duel)
    assert duel.phase == "main1" and zebra.card(duel).position == S.FACEUP_DEFENSE
    assert not s.has("change_position", DZ)


def test_dark_zebra_with_another_monster_stays_in_attack_position():
    """Q: I control Dark Zebra and a face-down Battle Ox in my Standby Phase. A: the Zebra is not my
    only monster: it stays in Attack Position and I may change its position in my Main Phase."""
    table = _table()
    zebra = table.monster(0, DZ)
    table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    _pass_all(s, duel)
    assert duel.phase == "main1" and zebra.card(duel).position == S.FACEUP_ATTACK
    assert s.has("change_position", DZ)


def test_dark_zebra_in_the_opponents_standby_phase_does_nothing():
    """Q: Dark Zebra is my only monster when my opponent's Standby Phase comes. A: only my own
    Standby Phase counts: it stays in Attack Position."""
    table = _table(turn_player=1, turn=4)
    zebra = table.monster(0, DZ)
    duel = table.build()
    s = Script(duel)
    _pass_all(s, duel)
    assert duel.phase == "main1" and zebra.card(duel).position == S.FACEUP_ATTACK


def test_dark_zebra_under_skill_drain_stays_in_attack_position():
    """Q: my opponent has a face-up Skill Drain; Dark Zebra is my only monster in my Standby Phase.
    A: its effect is negated: it stays in Attack Position and can change position normally."""
    table = _table()
    zebra = table.monster(0, DZ)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    _pass_all(s, duel)
    assert duel.phase == "main1" and zebra.card(duel).position == S.FACEUP_ATTACK
    assert s.has("change_position", DZ)

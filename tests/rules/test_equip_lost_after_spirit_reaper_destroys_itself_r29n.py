"""An Equip Card whose monster has left the field is destroyed by the game's state checks
(seed 000 §裝備魔法: an Equip Spell with no monster to equip is sent to the GY) -- also when
the monster left in the state checks themselves: Spirit Reaper destroys itself once a card
effect that targeted it finishes resolving, and the Lucky Iron Axe equipped to it goes with it.

The targeting effect here moves no card (a stand-in: Kozaky given an ignition effect that
targets a face-up monster and does nothing else), so the first pass after the resolution finds
the field as the pass before left it; Spirit Reaper's destruction in that pass moves a card,
and the next pass must look at the Equip Cards again. (actions.py `_state_check_pass`: the
state checks' key of quiet steps, stored again after a step moved cards, with every step's
flag cleared, `_quiet_key`.)"""

from duelist.cards.common import IGNITION, Effect, Target, any_monster
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _face_up(ctx, card):
    return card.face_up


def test_an_equip_spell_goes_to_the_gy_with_the_spirit_reaper_that_destroyed_itself(monkeypatch):
    stand_in(monkeypatch, "Kozaky", [
        Effect(IGNITION, target=Target(any_monster, filter=_face_up, prompt="target 1 face-up monster"),
               resolve=lambda ctx: None, label="target 1 face-up monster")])
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Kozaky")
    reaper = table.monster(1, "Spirit Reaper")
    table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=reaper)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Kozaky")
    s.pick("target", "Spirit Reaper")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.monsters(1) == []
    assert sorted(grave(duel, 1)) == ["Lucky Iron Axe", "Spirit Reaper"]
    assert all(c is None for c in duel.players[1].szone)

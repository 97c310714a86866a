"""Thousand-Eyes Restrict (63519819): "Once per turn: You can target 1 monster your opponent
controls; equip that target to this card. This card's ATK/DEF become equal to that equipped
monster's." A monster taken as an Equip Card stays equipped while Thousand-Eyes Restrict is a
face-up monster in a Monster Zone: the state checks' equip rule (seed 000 §裝備魔法) asks
only the conditions of the card's own activations that equip, and a Pendulum Monster's one
activation (as a Pendulum Spell, to a Pendulum Zone) targets nothing and equips nothing, so
it sets no condition (engine/actions.py `_equip_still_legal`; round 23m of docs/mutation.md:
an activation without a target or a declared condition must not be asked as one).

Ruled here: player 0's Thousand-Eyes Restrict takes player 1's Dragon Horn Hunter (a Pendulum
Monster, 2300 ATK / 1000 DEF). It is an Equip Card in player 0's Spell & Trap Zone, still
there after the state checks and the next menu, and Thousand-Eyes Restrict has 2300 ATK."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_thousand_eyes_restrict_keeps_a_pendulum_monster_it_took():
    table = Table(turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict")
    hunter = table.monster(1, "Dragon Horn Hunter")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict", player=0, request="idle")
    s.pick("target", "Dragon Horn Hunter", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    taken = hunter.card(duel)
    assert taken.location == S.SZONE and taken.controller == 0
    assert duel.equipped_to(taken) is ter.card(duel)
    assert duel.atk(ter.card(duel)) == taken.data.atk
    s.expect(request="idle", player=0)
    duel._state_checks()
    assert taken.location == S.SZONE and duel.equipped_to(taken) is ter.card(duel)

"""A monster card equipped as an Equip Card (Thousand-Eyes Restrict's "equip that target to
this card") is an Equip Card in the Spell & Trap Zone, not a monster: its own monster effects,
which work in the Monster Zone, do not apply there (engine/actions.py `_applying`: a monster
card in the Spell & Trap Zone applies only an effect whose range names that zone).

Ruled here: player 0's Thousand-Eyes Restrict takes player 1's Command Knight ("Warriors you
control gain 400 ATK"); player 0's Celtic Guardian (a Warrior, 1400 ATK) stays at 1400, and
Thousand-Eyes Restrict's ATK becomes Command Knight's printed 1200."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_command_knight_taken_as_an_equip_card_gives_no_warrior_400():
    table = Table(turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict")
    guardian = table.monster(0, "Celtic Guardian")
    knight = table.monster(1, "Command Knight")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    assert duel.atk(knight.card(duel)) == 1600          # on the field: itself a Warrior, +400
    assert duel.atk(guardian.card(duel)) == 1400        # (player 1's Knight: not player 0's Warriors)
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict", player=0, request="idle")
    s.pick("target", "Command Knight", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    taken = knight.card(duel)
    assert taken.location == S.SZONE and taken.controller == 0 and taken.face_up
    assert duel.equipped_to(taken) is ter.card(duel)
    assert duel.atk(guardian.card(duel)) == 1400
    assert duel.atk(ter.card(duel)) == 1200

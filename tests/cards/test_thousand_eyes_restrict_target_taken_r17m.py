"""Thousand-Eyes Restrict (63519819): "Once per turn: You can target 1 monster your opponent
controls; equip that target to this card." Its target is checked again as the effect
resolves (seed 004 §连锁和咒文速度, the last link resolves first): a monster whose control
passed to Thousand-Eyes Restrict's controller in the chain is no longer "a monster your
opponent controls", and it is not equipped.

Ruled here: player 0 activates Thousand-Eyes Restrict's effect targeting player 1's Summoned
Skull, then chains their own Enemy Controller (Tributing Celtic Guardian) and takes the
Skull. Enemy Controller resolves first; Thousand-Eyes Restrict then finds its target under
its own controller's control and equips nothing: the Skull stays in player 0's Monster
Zone, and Thousand-Eyes Restrict keeps its own 0 ATK / 0 DEF."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

STEAL = 1


def test_thousand_eyes_restrict_equips_nothing_its_controller_took_in_the_chain():
    """Goat rules, player 0's turn 3, Main Phase 1: player 0 controls Thousand-Eyes Restrict
    and Celtic Guardian and holds Enemy Controller; player 1 controls Summoned Skull.
    Player 0 activates Thousand-Eyes Restrict's effect targeting the Skull and chains Enemy
    Controller's second effect (Tribute Celtic Guardian, target the Skull). Afterwards the
    Skull is a face-up monster in player 0's Monster Zone, not an Equip Card, and Thousand-
    Eyes Restrict has 0 ATK and 0 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Enemy Controller")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    found = [o for o in duel.request.options
             if o.kind == "activate" and o.name == "Enemy Controller" and o.effect == STEAL]
    assert duel.request.player == 0 and len(found) == 1
    s.answer(found[0])
    s.pick("select", "Celtic Guardian", player=0)
    s.pick("target", "Summoned Skull", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    taken = skull.card(duel)
    assert taken.location == S.MZONE and taken.controller == 0 and taken.face_up
    assert duel.atk(ter.card(duel)) == 0 and duel.defense(ter.card(duel)) == 0
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Enemy Controller"]

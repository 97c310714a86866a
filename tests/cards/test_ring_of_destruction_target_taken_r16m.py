"""Ring of Destruction (83555666), current text: "Target 1 face-up monster your opponent
controls whose ATK is less than or equal to their LP; destroy that face-up monster, and if
you do, take damage equal to its original ATK, then inflict damage to your opponent equal to
the damage you took." A target is checked again as the card resolves (card behaviour:
current text and rulings; seed 004 §连锁和咒文速度, the last link resolves first): a monster
that no longer fits the text is not affected.

Ruled here: player 0 activates Ring of Destruction on player 1's Summoned Skull and chains
Enemy Controller, Tributing their own monster to take control of the Skull; Enemy Controller
resolves first, so when Ring of Destruction resolves the Skull is a monster player 0
controls: it is not destroyed and nobody takes damage."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

STEAL = 1


def test_ring_of_destruction_does_nothing_to_a_target_its_controller_took_in_the_chain():
    """Player 1's turn 4: they control Summoned Skull (2500 ATK), 8000 LP each; player 0
    controls Celtic Guardian and has Ring of Destruction and Enemy Controller Set on an
    earlier turn. As player 1 moves to the Battle Phase, player 0 activates Ring of
    Destruction targeting the Skull; player 1 has nothing to answer with; player 0 chains
    Enemy Controller's second effect (Tribute Celtic Guardian, target the Skull). Enemy
    Controller resolves first and gives player 0 the Skull; Ring of Destruction then finds
    its target under its own controller's control: the Skull stays on the field (player
    0's), both players keep 8000 LP."""
    table = Table(turn=4, turn_player=1)
    skull = table.monster(1, "Summoned Skull")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Ring of Destruction")
    table.spell_trap(0, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
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
    assert taken.location == S.MZONE and taken.controller == 0
    assert lp(duel) == (8000, 8000)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Enemy Controller", "Ring of Destruction"]

"""A destruction made as the Standby Phase begins and the Standby Phase's own triggers: one
chain (round 27w).

Rules cited: seed 004 §连锁和咒文速度 (trigger effects that meet their condition at the same
time, with no chance to activate anything between, are put in one chain: the turn player's
mandatory effects first, then the opponent's mandatory ones, then the turn player's optional
ones, then the opponent's); seed 001 §永續效果 (Imperial Order's upkeep and Proxy Dragon's
replacement need no activation). Imperial Order's controller cannot pay its 700 LP upkeep as
the Standby Phase begins, and Proxy Dragon destroys Sangan instead: Sangan's effect (its
controller's, mandatory) and Sinister Serpent's "during your Standby Phase" effect (the turn
player's, optional) meet their conditions at the same point, before anyone could act, so they
form one chain: Sangan's as Chain Link 1, Sinister Serpent's as Chain Link 2.

Round 52g changed the premise, not the chain: the upkeep is no longer paid in the state checks
as the phase begins but is one of the Standby Phase's effects, which the turn player orders
(seed 004 §准备阶段; yugioh.fandom.com "Standby Phase": maintenance costs among them). Player 0
(the turn player) is asked for the order of Imperial Order's upkeep and Sinister Serpent's
effect and takes the upkeep first; Sangan's effect then meets its condition while Sinister
Serpent's, not yet activated, still waits: the two are put in one chain as before.
"""

from duelist.testing.invariants import check_invariants
from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_sangan_destroyed_instead_of_imperial_order_chains_with_sinister_serpent():
    """Turn 3, player 0's Standby Phase: player 1 (600 LP) controls Imperial Order, Proxy Dragon
    and Sangan, which Proxy Dragon points to; Sinister Serpent lies in player 0's GY. Player 1
    lets Proxy Dragon destroy Sangan instead of Imperial Order; player 0 activates Sinister
    Serpent's effect: one chain, Sangan's effect first, Sinister Serpent's second (resolved
    first); player 1 then adds Mystical Elf, player 0 Sinister Serpent. (Round 52g: player 0
    first orders the phase's two effects, the upkeep first; round 54b, Konami's FAQ fid=11533:
    player 0 is asked about their own Serpent, or pass, and passes: the opponent's upkeep
    comes first.)"""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby", lp=(8000, 600))
    table.monster(1, "Proxy Dragon", zone=1)
    table.monster(1, "Sangan", zone=0)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.grave(0, "Sinister Serpent")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=0, request="order")      # the opponent's upkeep first
    s.pick("yes", player=1, request="yes_no")       # Proxy Dragon: Sangan instead
    assert grave(duel, 1) == ["Sangan"]
    s.pick("yes", player=0, request="yes_no")       # Sinister Serpent's effect
    s.pick("select", "Mystical Elf", player=1)      # Sangan's search
    assert [(e["name"], e["link"]) for e in of_type(duel, "chain")] == [("Sangan", 1), ("Sinister Serpent", 2)]
    assert len(of_type(duel, "chain_end")) == 1
    assert hand(duel, 0) == ["Sinister Serpent"] and hand(duel, 1) == ["Mystical Elf"]
    s.expect(request="idle", player=0)
    check_invariants(duel)

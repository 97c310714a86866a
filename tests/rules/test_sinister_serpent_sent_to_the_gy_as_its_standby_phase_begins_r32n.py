"""Sinister Serpent sent to the GY as its owner's Standby Phase begins: its effect once (round 32n).

Rules cited: seed 000 §誘發效果 (a trigger effect is activated once for the moment its
condition is met; effects of one card that meet their condition once are one activation, not
two); seed 001 §永續效果 (Imperial Order's upkeep and Proxy Dragon's replacement need no
activation). Player 0 cannot pay Imperial Order's 700 LP as the Standby Phase begins; Proxy
Dragon destroys Sinister Serpent, which it points to, instead. Sinister Serpent reaches the GY
at the same moment the Standby Phase begins (round 27w: one batch), so its "during your
Standby Phase, while it lies in your GY" effect meets its condition: it is offered once, and
once it has returned the card to the hand nothing is left to activate.
"""

from duelist.testing.invariants import check_invariants
from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_sinister_serpent_destroyed_by_proxy_dragon_for_imperial_order_is_offered_once():
    """Turn 3, player 0's Standby Phase: player 0 (600 LP) controls Imperial Order, Proxy
    Dragon and Sinister Serpent, which Proxy Dragon points to. Player 0 lets Proxy Dragon
    destroy Sinister Serpent instead of Imperial Order; then player 0 is asked once whether to
    activate Sinister Serpent's effect (a yes / no question, no choice between two of them),
    says yes: one chain of one link, Sinister Serpent back in the hand, the Main Phase menu."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby", lp=(600, 8000))
    table.monster(0, "Proxy Dragon", zone=1)
    table.monster(0, "Sinister Serpent", zone=0)
    table.spell_trap(0, "Imperial Order", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("yes", "Proxy Dragon", player=0, request="yes_no")     # Sinister Serpent instead
    assert grave(duel, 0) == ["Sinister Serpent"]
    request = s.expect(request="yes_no", player=0)
    assert [o.name for o in request.options] == ["Sinister Serpent", "Sinister Serpent"]
    s.pick("yes", player=0, request="yes_no")
    assert [(e["name"], e["link"]) for e in of_type(duel, "chain")] == [("Sinister Serpent", 1)]
    assert len(of_type(duel, "activate_effect")) == 1
    assert hand(duel, 0) == ["Sinister Serpent"] and grave(duel, 0) == []
    assert [c.name for c in duel.monsters(0)] == ["Proxy Dragon"]
    s.expect(request="idle", player=0)
    check_invariants(duel)

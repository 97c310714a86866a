"""Ultimate Offering (Continuous Trap: "During your Main Phase or your opponent's Battle Phase:
you can pay 500 LP; Normal Summon/Set 1 monster") beside Effect Veiler in the hand (usable only
in the opponent's Main Phase): two effects of one player whose declared moments differ.

Ruled here: in the opponent's turn, neither is offered at the Draw or Standby Phase; at the end
of their Main Phase 1 Effect Veiler is offered (Sangan to target), and once the Battle Phase
begins Ultimate Offering is offered, though nothing on the field or in a pile changed since the
Draw Phase. (Engine: a response window passes a player by on the kept empty answer of an
earlier window of the same turn only at a phase that none of the refused effects names --
chain.py `_response_options` joins every refused effect's phases (`During`), `_window` reads
them, round 33w. Naming only the first effect's phases, Effect Veiler's Main Phases, kept the
answer of the Draw Phase at the Battle Phase and Ultimate Offering was never offered:
docs/mutation.md, round 45o's three open `during` entries.)"""

from duelist.testing.scenario import Script, Table

OFFERING = "Ultimate Offering"
VEILER = "Effect Veiler"


def _opponents_turn(veiler_first):
    table = Table(turn=4, turn_player=1, phase="draw")
    if veiler_first:
        table.hand(0, VEILER, "Battle Ox")
        table.spell_trap(0, OFFERING, face_down=False)
    else:
        table.spell_trap(0, OFFERING, face_down=False)
        table.hand(0, VEILER, "Battle Ox")
    table.monster(1, "Sangan")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table.build()


def _asked_of_player_0(duel):
    """Player 1 goes from the Draw Phase to the Battle Phase doing nothing, player 0 passing
    whatever they are offered; [(phase, what player 0 was offered)] until Ultimate Offering is
    offered or player 1's Battle Step menu comes."""
    s = Script(duel)
    asked = []
    for _ in range(30):
        request = duel.request
        if request.player == 0:
            offered = sorted(o.name for o in request.options if o.kind == "activate")
            asked.append((duel.phase, offered))
            if OFFERING in offered:
                return asked
            s.pick("pass", player=0)
        elif request.kind == "chain":
            s.pick("pass", player=1)
        elif request.kind == "idle" and duel.phase == "main1":
            s.pick("battle", player=1)
        else:
            return asked            # player 1's Battle Step menu: the start step has passed
    raise AssertionError("the Battle Phase never came")


def test_ultimate_offering_is_offered_in_the_opponents_battle_phase_after_veilers_main_phase():
    for veiler_first in (True, False):      # (the order the two cards are looked at in)
        asked = _asked_of_player_0(_opponents_turn(veiler_first))
        assert asked == [("main1", [VEILER]), ("battle", [OFFERING])], (veiler_first, asked)

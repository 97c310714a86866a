"""Who a response window asks, by its one path (docs/performance.md, round 24w: chain.py
`_window` tests each player's offer cache in turn and sets the window's events and its
flip-effect hold only where something reads them). The rulings they stand for: a player is
asked in a response window only when they have something they may activate there; the turn
player is asked first, then the opponent (seed 000 §咒文速度, ENGINE.md §3); a window that
can offer nothing to anybody asks nobody and the duel goes on.

Ruled here: after a Normal Summon with nothing to activate anywhere the window asks nobody
(no `_response_options` call once both offer caches are current) and the turn player's menu
follows, the flip-effect hold off; the opponent's Set Trap Hole is offered in the summon's
window, the turn player passing unasked; the turn player's Mystical Space Typhoon in the
hand is offered to them first in their attack's window, then, after they pass, the
opponent's Set Sakuretsu Armor; a chain link is answered by the opponent's Set Quick-Play
Spell; and a flip effect held in the damage step still resolves after damage calculation."""

from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table


def _calls(monkeypatch):
    calls = []
    original = Duel._response_options

    def recorded(duel, player, idle=False, into=None, candidates=None):
        calls.append((player, idle))
        return original(duel, player, idle, into, candidates)

    monkeypatch.setattr(Duel, "_response_options", recorded)
    return calls


def test_a_summon_with_nothing_to_activate_anywhere_asks_nobody(monkeypatch):
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Celtic Guardian", "Sangan")
    table.monster(1, "Mystical Elf", zone=0)
    duel = table.build()
    script = Script(duel)
    for player in (0, 1):
        duel._response_options(player)      # (both offer caches current: nothing in them)
        assert not duel._offer_cache[player][1][0] and not duel._offer_cache[player][1][4]
    calls = _calls(monkeypatch)
    script.pick("summon", "Celtic Guardian", request="idle")
    script.expect("idle", player=0)
    assert [c for c in calls if not c[1]] == []       # no window asked `_response_options`
    assert duel._hold_flips is False and not duel.chain


def test_the_opponents_set_trap_hole_is_offered_in_the_summons_window(monkeypatch):
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Battle Ox", request="idle")
    request = script.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Trap Hole"]
    script.pick("activate", "Trap Hole", player=1)
    script.pick("target", "Battle Ox", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        script.pick("pass", first=True)
    assert "Battle Ox" in [c.data.name for c in duel.players[0].grave]


def test_the_turn_player_is_asked_first_in_their_attacks_window_then_the_opponent():
    """Player 0 attacks with Battle Ox holding Mystical Space Typhoon (a Quick-Play Spell may
    be activated from the hand in its owner's turn); player 1 has a Sakuretsu Armor Set on
    an earlier turn. The attack's window asks player 0 first, with the Typhoon; they pass;
    then player 1, with Sakuretsu Armor, which destroys the attacker."""
    table = Table(turn=3, turn_player=0, phase="battle")
    table.monster(0, "Battle Ox", zone=0)
    table.hand(0, "Mystical Space Typhoon")
    table.monster(1, "Mystical Elf", zone=0, position="defense")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    script = Script(duel)
    request = script.expect("chain", player=0)        # (the Battle Phase's start: the Typhoon too)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Mystical Space Typhoon"]
    script.pick("pass", player=0)
    script.pick("attack", "Battle Ox", target="Mystical Elf")
    request = script.expect("chain", player=0)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Mystical Space Typhoon"]
    script.pick("pass", player=0)
    request = script.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Sakuretsu Armor"]
    script.pick("activate", "Sakuretsu Armor", player=1)
    script.pick("target", "Battle Ox", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        script.pick("pass", first=True)
    assert "Battle Ox" in [c.data.name for c in duel.players[0].grave]


def test_a_chain_link_is_answered_by_the_opponents_set_quick_play_spell():
    """Player 0 activates Dark Hole; player 1's Book of Moon, Set on an earlier turn, is
    offered in answer (spell speed 2 answers speed 1)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(0, "Battle Ox", zone=0)
    table.monster(1, "Mystical Elf", zone=0)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    script = Script(duel)
    script.pick("activate", "Dark Hole", request="idle")
    request = script.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Book of Moon"]
    assert duel.chain and duel._window_events is not None


def test_a_flip_effect_held_in_the_damage_step_resolves_after_damage_calculation():
    """Battle Ox attacks a face-down Man-Eater Bug: it is flipped face-up in the damage step,
    its flip effect waits (the window holds flip effects) and then destroys Battle Ox; the
    hold is off once the window is done."""
    table = Table(turn=3, turn_player=0, phase="battle")
    table.monster(0, "Battle Ox", zone=0)
    table.monster(1, "Man-Eater Bug", zone=0, position="set")
    duel = table.build()
    script = Script(duel)
    script.pick("attack", "Battle Ox", target=duel.players[1].mzone[0].uid)
    for _ in range(10):
        request = duel.request
        if request is None or request.kind in ("battle", "idle"):
            break
        if request.kind == "chain":
            script.pick("pass", first=True)
        else:
            script.answer(request.options[0])      # (the flip effect's target: Battle Ox)
    assert "Battle Ox" in [c.data.name for c in duel.players[0].grave]
    assert duel._hold_flips is False

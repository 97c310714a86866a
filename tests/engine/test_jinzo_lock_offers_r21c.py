"""Jinzo's lock at the Main Phase menu and in the windows (docs/performance.md, issue 11 round
21c: a shortcut that asked the lock once for all of an ask's Traps in `_response_options` was
measured and dropped; these rulings pin the answers any such shortcut must keep).

Ruled here (seed 000 §陷阱卡; Jinzo: "Trap Cards cannot be activated. Negate all Trap effects
on the field"): with Jinzo face-up on either side, no Trap Card of either player is offered, at
the menu or in a window, while Spells still are; with Jinzo Set (face-down: its effect does not
apply) the Traps are offered; once Jinzo leaves the field in a duel, the next menu offers them
again; and at every ask of random Goat Control vs Monarch duels (Jinzo's deck) the options are
those of the plain rule (`plain_activations`, through `_can_activate`), with the lock met more
than once."""

from duelist.cli.bench_cmd import PAIRS, _play_out
from duelist.cli.common import load_playable_deck
from duelist.engine import chain
from duelist.engine.duel import Duel
from duelist.testing.plain import plain_activations
from duelist.testing.scenario import Script, Table


def _names(options):
    return sorted(o.name for o in options)


def _table(jinzo_side, jinzo_position="attack"):
    table = Table(turn=3, turn_player=0)
    table.monster(jinzo_side, "Jinzo", position=jinzo_position)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Waboku")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    return table


def test_jinzo_face_up_on_the_opponents_side_bars_every_trap_at_the_menu():
    """Player 1's face-up Jinzo: player 0's Set Dust Tornado and Waboku are not offered at
    player 0's Main Phase menu; the Set Mystical Space Typhoon is."""
    duel = _table(1).build()
    got = duel._response_options(0, idle=True)
    assert _names(got) == ["Mystical Space Typhoon"]
    assert [(o.card, o.effect) for o in got] == plain_activations(duel, 0, True)


def test_jinzo_bars_its_own_controllers_traps_too():
    """Jinzo face-up on player 0's own side: player 0's Traps are barred all the same."""
    duel = _table(0).build()
    got = duel._response_options(0, idle=True)
    assert _names(got) == ["Mystical Space Typhoon"]
    assert [(o.card, o.effect) for o in got] == plain_activations(duel, 0, True)


def test_a_set_jinzo_bars_nothing():
    """Jinzo Set face-down on player 1's side applies nothing: Dust Tornado, Waboku and
    Mystical Space Typhoon are all offered."""
    duel = _table(1, "set").build()
    got = duel._response_options(0, idle=True)
    assert _names(got) == ["Dust Tornado", "Mystical Space Typhoon", "Waboku"]
    assert [(o.card, o.effect) for o in got] == plain_activations(duel, 0, True)


def test_no_window_for_a_barred_trap_and_the_traps_back_once_jinzo_is_gone():
    """Player 0 activates Fissure while player 1's Jinzo is face-up (the only face-up monster
    there): player 1's one card that could respond is the Set Dust Tornado, a Trap, so player 1
    is never asked (player 0, asked first, passes) and Fissure resolves, destroying Jinzo. At player 0's next menu Dust Tornado
    and Waboku are offered again, with Mystical Space Typhoon."""
    table = _table(1)
    table.hand(0, "Fissure")
    duel = table.build()
    assert _names(duel._response_options(0, idle=True)) == ["Fissure", "Mystical Space Typhoon"]
    s = Script(duel)
    s.pick("activate", "Fissure", request="idle")
    assert duel.request.player == 0 and _names(duel.request.options[:-1]) == ["Mystical Space Typhoon"]
    s.pick("pass")
    assert not duel.chain and "Jinzo" in [c.data.name for c in duel.players[1].grave]
    assert duel.request.kind == "idle" and duel.request.player == 0
    got = [o for o in duel.request.options if o.kind == "activate"]
    assert _names(got) == ["Dust Tornado", "Mystical Space Typhoon", "Waboku"]
    assert [(o.card, o.effect) for o in got] == plain_activations(duel, 0, True)


def test_every_ask_of_control_against_monarch_offers_the_plain_activations(monkeypatch):
    d1, d2, _ = dict(PAIRS)["goat-control-monarch"]
    deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
    real = chain.ChainMixin._response_options
    seen = {"asks": 0, "barred": 0}

    def checked(self, player, idle=False, into=None, candidates=None):
        start = 0 if into is None else len(into)
        result = real(self, player, idle, into, candidates)
        options = result if into is None else into[start:]     # (the menu's ask appends to its own list)
        seen["asks"] += 1
        if "no_trap_activation" in self._cont_tags_present and self._applying("no_trap_activation"):
            seen["barred"] += 1
        assert [(o.card, o.effect) for o in options] == plain_activations(self, player, idle), \
            (self.turn, self.phase, player, idle)
        return result

    monkeypatch.setattr(chain.ChainMixin, "_response_options", checked)
    for seed in range(100, 108):
        _play_out(Duel(deck1, deck2, seed=seed), seed)
    assert seen["asks"] > 500 and seen["barred"] > 20, seen

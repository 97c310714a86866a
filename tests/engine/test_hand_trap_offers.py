"""A Trap Card in the hand is left out of the offer cache while its owner has no permission to
activate Traps from the hand (chain.py `_offer_candidates`, effects.py `_offers`: the hand's
rows with and without them; docs/performance.md round 9, hcall). The ruling it stands for
(seed 000 §陷阱卡): a Trap Card is Set before it is activated; from the hand only a hand trap
(an effect that says so) or under a rule that allows it (Makyura the Destructor: "its owner
may activate a Trap Card from their hand during the rest of that turn"). The permission's
arrival makes the owner's cache walk again (actions.py `add_lasting` bumps `_sides[player]`), so a
window that opens after it offers the Trap.

At every walk of random duels on the bench's effect pairs, every Trap activation the walk
left out of a hand is one `_can_activate` refuses; the walks must have left some out. The
Makyura scenario builds the owner's cache (a current one, that left the Waboku in the hand
out) before the permission arrives, and the next window offers the Waboku."""

import copy
import types

from duelist.cards import registry
from duelist.cards.db import find_card
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.effects import CardScript
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_a_trap_left_out_of_a_hand_could_not_be_activated(monkeypatch):
    offer_candidates = Duel._offer_candidates
    counts = {"walks": 0, "left out": 0}

    def checked(duel, player, column):
        got = offer_candidates(duel, player, column)
        counts["walks"] += 1
        kept = [(card, effect) for out in duel._offer_cache[player][1] for card, effect in out]
        for card in duel.players[player].hand:
            script = card.script
            rows = None if script is None else script.offers.get(S.HAND)
            if rows is None:
                continue
            for _column, effects in rows[0]:
                for effect in effects:
                    if (card, effect) not in kept:
                        counts["left out"] += 1
                        assert effect.trap_activation and not effect.hand_trap, (card.data.name, effect.index)
                        assert not duel._can_activate(player, card, effect), \
                            ("a Trap the player may activate was left out", card.data.name, duel.turn)
        return got

    monkeypatch.setattr(Duel, "_offer_candidates", checked)
    for _duel, _where in random_decisions(PAIRS, seeds=range(6)):
        pass        # (the checks run inside the patched walk)
    # (enough walks to mean something: 930 on these duels since round 11w, where a card that
    # offers nothing where it stands no longer makes its player's cache walk again; 671 since
    # round 13c, where a Spell or Trap activated from its zone or the hand leaves the kept
    # columns less itself, chain.py `_offers_less`, instead of a walk; 412 since round 15c,
    # where a card drawn is put in the kept columns, chain.py `_offers_drawn`; 196 on three
    # seeds a pair since round 29w, where a Spell or Trap Set from the hand is put in them,
    # chain.py `_offers_set`: six seeds a pair since)
    assert counts["walks"] > 350 and counts["left out"] > 200, counts


def test_the_hand_rows_without_traps_are_the_rows_less_the_trap_activations():
    """For every card of the random duels' decks whose script offers something in the hand,
    the hand's second row holds, column by column, the first row's effects that are no Trap
    activation, or hand traps, in the same order."""
    seen = 0
    for duel, _where in random_decisions(PAIRS, seeds=range(1)):
        for card in duel.cards:
            script = card.script
            rows = None if script is None else script.offers.get(S.HAND)
            if rows is None:
                continue
            plain = tuple((i, tuple(e for e in effects if not e.trap_activation or e.hand_trap))
                          for i, effects in rows[0])
            assert rows[1] == tuple((i, effects) for i, effects in plain if effects), card.data.name
            seen += 1
        break
    assert seen > 20, seen


def test_makyuras_permission_reaches_a_cache_made_without_it(monkeypatch):
    """Makyura the Destructor, destroyed by battle, lets its owner activate Waboku from the
    hand against the next attack: when the permission arrives the owner's offer cache is
    current and was made without it (Waboku left out)."""
    start_lasting = Duel.start_lasting
    at_arrival = []

    def recording_start_lasting(duel, tag, until, player=None, **kw):
        if tag == "trap_from_hand":
            cache = duel._offer_cache[player]
            at_arrival.append(cache is not None and cache[0] == duel._sides[player] and not any(cache[1]))
        return start_lasting(duel, tag, until, player=player, **kw)
    monkeypatch.setattr(Duel, "start_lasting", recording_start_lasting)
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    makyura = table.monster(1, "Makyura the Destructor", position="defense")
    table.hand(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=makyura)
    s.pick("yes", player=1, request="yes_no")
    assert grave(duel, 1) == ["Makyura the Destructor"] and duel.player_has(1, "trap_from_hand")
    assert at_arrival == [True]
    s.pick("attack", "Celtic Guardian", target="player")
    assert s.has("activate", "Waboku")
    s.pick("activate", "Waboku", player=1, request="chain")
    assert duel.players[1].lp == 8000


def test_a_hand_trap_is_offered_from_the_hand_without_a_permission(monkeypatch):
    """A Trap whose own text lets it be activated from the hand (Waboku given that text for
    this test: no bundled card has one) is offered from the hand against an attack with no
    permission lingering, and its effect applies."""
    data = find_card("Waboku")
    real = registry.scripts[data.code]
    effects = []
    for effect in real.effects:
        effect = copy.copy(effect)
        effect.hand_trap = True
        effects.append(effect)
    module = types.SimpleNamespace(DESCRIPTION="test stand-in: a hand trap", EFFECTS=effects)
    monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.hand(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    assert not duel.lingering
    s.pick("activate", "Waboku", player=1, request="chain")
    assert duel.players[1].lp == 8000 and grave(duel, 1) == ["Waboku"]

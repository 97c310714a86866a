"""The response window hands its column to `_response_options` (round 30w): where a player's
offer cache is current and the window's column holds something, the window passes that
column as the candidates, and the call picks no column and tests no cache of its own (a
window opens only while no chain is being built); a cache that is not current is made again
in the window first. And the offers table's columns read only while no chain is being built
(the summon-negation window, the Main Phase menu) leave out the effects that may be
activated only in response to a chain link (`Responding`: Judgment of Anubis, Big Shield
Gardna).

Ruled here: the Main Phase menu never offers Judgment of Anubis (nothing to respond to), the
opponent's Heavy Storm does; every bundled effect with a `Responding` condition is in its
script's response-window column and in none of the no-chain columns; and the safety net: in
random duels of the four effect pairs, every ask with a handed column gives the options of
the same ask without it (the column picked and the cache tested as before) and of the plain
rule (`plain_activations`: every card, every effect, `_can_activate`)."""

from duelist.engine import chain as CH
from duelist.engine import effects as E
from duelist.engine.chain import ChainMixin
from duelist.testing.plain import plain_activations
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from duelist.testing.cards import every_script

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_judgment_of_anubis_is_offered_only_in_response_to_a_chain_link():
    """Player 0 has Judgment of Anubis Set (from an earlier turn) and a card to discard. At
    player 0's own Main Phase menu nothing is being responded to: Judgment of Anubis is not
    among the menu's activations. In player 1's turn, player 1 activates Heavy Storm (a Spell
    that would destroy Spells and Traps on the field): player 0, asked to respond, is offered
    Judgment of Anubis."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Judgment of Anubis")
    table.hand(0, "Celtic Guardian", "Pot of Greed")
    table.hand(1, "Heavy Storm")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert s.has("activate", "Pot of Greed")
    assert not s.has("activate", "Judgment of Anubis")
    s.end_turn()
    while not (duel.request.kind == "idle" and duel.request.player == 1 and duel.phase == "main1"):
        s.pick("pass", request="chain")
    s.pick("activate", "Heavy Storm", player=1)
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Judgment of Anubis")


def test_a_responding_effect_is_in_the_window_column_and_in_no_column_read_without_a_chain():
    """For every bundled card script (each era's text): an effect whose condition is
    `Responding` (only in response to a chain link) is in the response-window column (0) of
    each place it may be activated from, and in none of the columns read only while no chain
    is being built (1, the summon-negation window; 2 and 3, the Main Phase menu)."""
    responding = 0
    for _card, script in every_script():
        for effect in script.responses:
            if type(effect.condition) is not E.Responding:
                continue
            responding += 1
            for loc in effect.range:
                for row in script.offers.get(loc, ((), ())):
                    for column, effects in row:
                        if column in (1, 2, 3):
                            assert effect not in effects, (script.code, loc, column)
            window = [effects for loc in effect.range for row in script.offers.get(loc, ((), ()))
                      for column, effects in row if column == 0 and effect in effects]
            assert window, (script.code, effect.index)
    assert responding >= 3


def test_safety_net_every_handed_column_gives_the_options_of_the_full_ask(monkeypatch):
    """Random duels of the four effect pairs (6 seeds each): at every `_response_options` ask
    that was handed a column (by a response window or a priority ask, with a current cache;
    with a chain open or not), the options are
    those of the same ask without it, in the same state (the call picks the column and tests
    the cache itself), and those of the plain rule; at every window that made a player's
    cache again first, the cache is current after it."""
    real = ChainMixin._response_options
    real_offers = ChainMixin._offer_candidates
    counts = {"handed": 0, "offered": 0, "made again": 0}

    def checked(self, player, idle=False, into=None, candidates=None):
        if candidates is None:
            return real(self, player, idle, into)
        cache = self._offer_cache[player]
        assert cache is not None and cache[0] == self._sides[player] and candidates in cache[1]
        start = 0 if into is None else len(into)
        result = real(self, player, idle, into, candidates)
        got = [(o.card, o.effect) for o in (result if into is None else into[start:])]
        assert got == [(o.card, o.effect) for o in real(self, player, idle)], (self.turn, self.phase, player)
        assert got == plain_activations(self, player, idle), (self.turn, self.phase, player)
        counts["handed"] += 1
        counts["offered"] += bool(got)
        return result

    def offers(self, player, column):
        result = real_offers(self, player, column)
        import sys
        if sys._getframe(1).f_code.co_name == "_window":
            assert self._offer_cache[player][0] == self._sides[player]
            counts["made again"] += 1
        return result

    monkeypatch.setattr(ChainMixin, "_response_options", checked)
    monkeypatch.setattr(ChainMixin, "_offer_candidates", offers)
    for _duel, _where in random_decisions(PAIRS, seeds=range(6)):
        pass        # (the checks run inside the patched calls)
    assert counts["handed"] > 1000 and counts["offered"] > 50, counts
    assert CH._UNOPENED == 4 and CH._IN_DAMAGE_STEP == 5

"""A Spell or Trap Set from the hand leaves its player's offers as a fresh look at their cards
would make them (round 29w request: chain.py `_offers_set`, called by turn.py `_set_spell_proc`
where the player's offer cache was current before the Set: the kept columns less the card's
pairs in the hand, with its face-down row put in among the Spell & Trap Zones in zone order,
not a walk of every card).

The order matters to the player: a window offers the activations in the order of the cards
(the hand, then the Spell & Trap Zones left to right, then the Monster Zones...). Ruled here on
a position built with the scenario table, and by an oracle over random duels: after every
Set from the hand, every column of the kept offers equals a walk made from nothing."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.chain import ChainMixin
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table


def test_a_quick_play_set_between_two_set_cards_is_offered_between_them():
    """Turn 3, player 0's Main Phase 1: Scapegoat Set in their first Spell & Trap Zone and
    Waboku in their third, both last turn; Mystical Space Typhoon in the hand. They Set the
    Typhoon (it goes to the first free zone, the second) and end the turn; in player 1's Draw
    Phase player 0 is asked with the three offered in the order of their zones: Scapegoat,
    the Typhoon, Waboku."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Scapegoat", zone=0)
    table.spell_trap(0, "Waboku", zone=2)
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian", "Celtic Guardian", "Celtic Guardian"])
    table.deck(1, ["Celtic Guardian", "Celtic Guardian", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    duel._response_options(0)        # (player 0's offers looked at, and kept, before the Set)
    s.pick("set_spell", "Mystical Space Typhoon")
    typhoon = next(c for c in duel.cards if c.data.name == "Mystical Space Typhoon")
    assert typhoon.location == S.SZONE and typhoon.seq == 1
    s.end_turn()
    while not (duel.turn == 4 and duel.request.kind == "chain" and duel.request.player == 0):
        s.pick("pass")      # (their own End Phase offers the two Set last turn only)
    assert duel.phase == S.PHASE_DRAW
    offered = [o.name for o in duel.request.options if o.kind == "activate"]
    assert offered == ["Scapegoat", "Mystical Space Typhoon", "Waboku"]


PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _columns(entry):
    return [[(card.uid, effect.index) for card, effect in column] for column in entry[1]]


def test_oracle_every_set_from_the_hand_leaves_the_offers_a_fresh_walk_makes(monkeypatch):
    """Random duels on the four effect pairs: after each Set from the hand made from current
    offers, the kept columns (all six) are those of a walk made from nothing, and they are
    kept with the player's side number now."""
    original = ChainMixin._offers_set
    checked = [0]

    def offers_set(self, player, columns, card):
        original(self, player, columns, card)
        kept = self._offer_cache[player]
        assert kept[0] == self._sides[player]
        self._offer_cache[player] = None
        self._offer_candidates(player, 0)
        fresh = self._offer_cache[player]
        assert _columns(kept) == _columns(fresh), (self.turn, len(self.answers), player, card)
        self._offer_cache[player] = kept
        checked[0] += 1

    monkeypatch.setattr(ChainMixin, "_offers_set", offers_set)
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(4):
            duel = Duel(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                request = duel.request
                duel.answer(agents[request.player].choose(duel, request))
    assert checked[0] >= 40, checked[0]

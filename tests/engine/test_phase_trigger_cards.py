"""Trigger collection walks the GYs and banished cards on a phase happening only when a
card with a phase trigger that works off the field (Sinister Serpent, Vampire Lord, Sacred
Phoenix of Nephthys) is there (docs/performance.md: `_phase_cards_off_field`, its list of
such cards made once per duel, and `_phase_cards_away`): at every call in random duels on the Goat decks, which carry
those cards, its answer is what a walk of the piles gives, and both answers occur. An engine-internal check: the list is private."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("yugi-starter", "kaiba-starter"))


def _fresh(duel):
    return any(card.script is not None and card.script.phase_triggers
               for p in (0, 1) for card in duel.players[p].grave + duel.players[p].banished)


def test_the_phase_trigger_shortcut_matches_a_walk_of_the_piles(monkeypatch):
    original = Duel._phase_cards_off_field
    seen = {True: 0, False: 0}

    def checked(duel):
        got = original(duel)
        assert bool(got) is _fresh(duel), (duel.turn, len(duel.answers))
        assert duel._phase_cards_away() is bool(got)
        seen[bool(got)] += 1
        return got

    monkeypatch.setattr(Duel, "_phase_cards_off_field", checked)
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(4):
            duel = Duel(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                request = duel.request
                duel.answer(agents[request.player].choose(duel, request))
                if len(duel.answers) % 25 == 0:
                    duel = duel.fork()       # a fork lists its own cards
    assert seen[True] > 20 and seen[False] > 200, seen


def test_a_card_gained_during_the_duel_is_listed():
    """The list is remade when the duel gains a card (tokens, scenario cards)."""
    d1, d2 = load_bundled_deck("yugi-starter"), load_bundled_deck("kaiba-starter")
    duel = Duel(d1, d2, seed=1)
    assert duel._phase_cards_away() is False
    serpent = duel._new_card(duel.source.data(8131171), 0)      # Sinister Serpent
    duel._place(serpent, S.GRAVE, 0)
    assert duel._phase_cards_away() is True

"""A Pendulum Summon needs a Pendulum card in each Pendulum Zone (seed 000 §靈擺召喚); a card
that is no Pendulum card never becomes one, so in a duel with no Pendulum card among its cards
no Pendulum Zone can ever hold one. Round 23t's request: the duel notes at set-up, among its
continuous tags (`turn.PENDULUM_IN_DUEL`, not a tag of any card), whether some card of it is a
Pendulum card (it has a scale), and the Main Phase menu reads the Pendulum Zones only then.
The rulings hold with the note: a Pendulum Summon with two scales; none in a duel of Goat
decks; the note made for a card of either player, in any place, and kept by a fork."""

from duelist.cli.bench_cmd import PAIRS
from duelist.cli.common import load_playable_deck
from duelist.engine.duel import Duel
from duelist.engine.turn import PENDULUM_IN_DUEL
from duelist.testing.scenario import Table

LOW, HIGH = "Dragonpit Magician", "Dragonpulse Magician"   # scales 8 and 1
BETWEEN = "Mystical Elf"                                    # Level 4


def _pendulum_rows(duel):
    return [o for o in duel.request.options if o.kind == "pendulum_summon"]


def test_two_scales_give_a_pendulum_summon_and_the_duel_knows_its_pendulum_cards():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, LOW, "left")
    table.pendulum(0, HIGH, "right")
    table.hand(0, BETWEEN)
    duel = table.build()
    assert PENDULUM_IN_DUEL in duel._cont_tags_present
    assert len(_pendulum_rows(duel)) == 1
    assert PENDULUM_IN_DUEL in duel.fork()._cont_tags_present


def test_a_pendulum_card_anywhere_of_either_player_is_noted():
    for place in ("hand", "grave", "deck"):
        table = Table(rules="MR5", turn=3, turn_player=0)
        table.hand(0, BETWEEN)
        if place == "deck":
            table.deck(1, [LOW])
        else:
            getattr(table, place)(1, LOW)
        duel = table.build()
        assert PENDULUM_IN_DUEL in duel._cont_tags_present, place
        assert not _pendulum_rows(duel)


def test_a_duel_without_pendulum_cards_offers_none_and_notes_none():
    d1, d2, _ = dict(PAIRS)["goat-warrior-zombie"]
    duel = Duel(load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2"), seed=3)
    assert PENDULUM_IN_DUEL not in duel._cont_tags_present
    assert all(c.data.scale is None for c in duel.cards)

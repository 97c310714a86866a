"""A field card is a trigger candidate for a happening only where one of its triggers for that
happening works where it stands (docs/performance.md, round 24w: chain.py `_kinds_at`, read
by `_mark_batch`). The ruling it stands for: a trigger effect works only in the places its
text names (its range): Sinister Serpent's "while it lies in the GY" and Vampire Lord's
return from the GY are not triggered while the card is on the field, and Sangan's "sent from
the field to the GY" is triggered by Sangan itself, once it is there, and by no other card's
move while Sangan is on the field.

Ruled here: the types kept by place for those cards; a Sinister Serpent face-up on the field
is not asked about at its owner's Standby Phase while the one in their GY is, and comes back
to the hand; Sangan destroyed by battle still searches; and random duels on the four effect
pairs play out the same, log for log, as with every field card filed under every type its
triggers listen to (the pick before the place test). An engine-internal check: the kept
types are private."""

from duelist.cli.bench_cmd import PAIRS, _play_out
from duelist.cli.common import load_playable_deck
from duelist.engine import chain as chain_module
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table


def _card(duel, name):
    for card in duel.cards:
        if card.data.name == name:
            return card
    raise AssertionError(name)


def test_the_types_kept_by_place_are_those_of_the_triggers_that_work_there():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sinister Serpent", zone=0)
    table.monster(0, "Vampire Lord", zone=1)
    table.monster(0, "Sangan", zone=2)
    duel = table.build()
    kinds = chain_module._KINDS_AT_PLACES
    serpent = _card(duel, "Sinister Serpent").script
    lord = _card(duel, "Vampire Lord").script
    sangan = _card(duel, "Sangan").script
    assert set(kinds[serpent][S.MZONE]) == set()
    # (and "moved" in the GY since round 52g: its arrival there during its owner's Standby
    # Phase raises its effect, `CardScript.arrivals`)
    assert set(kinds[serpent][S.GRAVE]) == {"moved", "phase"}
    assert set(kinds[lord][S.MZONE]) == {"damage"}
    assert set(kinds[lord][S.GRAVE]) == {"moved", "phase"}
    assert set(kinds[sangan][S.MZONE]) == set()
    assert "moved" in kinds[sangan][S.GRAVE]
    # (every type kept for a place is one the script's triggers listen to)
    for script in (serpent, lord, sangan):
        for location in (S.MZONE, S.SZONE, S.GRAVE, S.HAND, S.BANISHED):
            assert set(kinds[script][location]) <= script.trigger_events


def _to_players_standby(table, player):
    """The duel at the first request of `player`'s next turn: the other player ends theirs."""
    table.deck(0, ["Celtic Guardian", "Battle Ox", "Mystical Elf"])
    table.deck(1, ["Celtic Guardian", "Battle Ox", "Mystical Elf"])
    duel = table.build()
    script = Script(duel)
    script.end_turn()
    return duel, script


def test_a_sinister_serpent_on_the_field_is_not_asked_about_only_the_one_in_the_gy():
    """Player 1 ends their turn; at player 0's Standby Phase they are asked once, about their
    Sinister Serpent in the GY, which comes back to the hand; the face-up one in their
    Monster Zone is not triggered (its effect works only in the GY) and stays there."""
    table = Table(turn=3, turn_player=1)
    on_field = table.monster(0, "Sinister Serpent", zone=0)
    in_grave = table.grave(0, "Sinister Serpent")
    duel, script = _to_players_standby(table, 0)
    request = script.expect("yes_no", player=0)
    assert {o.card for o in request.options} == {in_grave.uid(duel)}
    script.pick("yes")
    script.expect("idle", player=0)
    assert duel.turn_player == 0 and not duel.pending
    assert on_field.card(duel).location == S.MZONE and duel.players[0].mzone[0] is on_field.card(duel)
    assert in_grave.card(duel).location == S.HAND


def test_sangan_destroyed_by_battle_still_searches():
    """Player 0's Battle Ox (1700) attacks player 1's Sangan (1000 ATK): Sangan is sent from
    the field to the GY and its trigger is collected there (the happening's own card): player
    1 chooses a monster with 1500 or less ATK from their Deck and adds it to the hand."""
    table = Table(turn=3, turn_player=0, phase="battle")
    table.monster(0, "Battle Ox", zone=0)
    sangan = table.monster(1, "Sangan", zone=0)
    table.deck(1, ["Celtic Guardian", "Mystical Elf", "Dark Magician"])
    duel = table.build()
    script = Script(duel)
    script.pick("attack", "Battle Ox", target="Sangan")
    request = script.expect("select", player=1)
    assert sorted(o.name for o in request.options) == ["Celtic Guardian", "Mystical Elf"]
    assert sangan.card(duel).location == S.GRAVE
    script.pick("select", "Mystical Elf")
    assert [c.data.name for c in duel.players[1].hand] == ["Mystical Elf"]


class _EveryType(object):
    """The pick before the place test: every type a script's triggers listen to, anywhere."""

    def __getitem__(self, script):
        return _Anywhere(script)


class _Anywhere(object):
    def __init__(self, script):
        self.script = script

    def __getitem__(self, location):
        return self.script.trigger_events


def _logs(pair, seeds):
    first, second, _ = dict(PAIRS)[pair]
    deck1, deck2 = load_playable_deck(first, "deck 1"), load_playable_deck(second, "deck 2")
    return [list(_play_out(Duel(deck1, deck2, seed=seed), seed).log) for seed in seeds]


def test_random_duels_play_out_as_with_every_field_card_filed_under_every_type(monkeypatch):
    seeds = range(3)
    for pair in ("starter", "goat-warrior-zombie", "goat-gravekeeper-burn", "goat-control-monarch"):
        placed = _logs(pair, seeds)
        monkeypatch.setattr(chain_module, "_KINDS_AT_PLACES", _EveryType())
        anywhere = _logs(pair, seeds)
        monkeypatch.undo()
        assert placed == anywhere, pair

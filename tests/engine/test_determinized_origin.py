"""A determinized copy's origin (the state its mid-procedure forks replay from) is no longer
copied when the copy is dealt: it is dealt again from the same seed the first time a fork
needs it (issue 11: a search deals many copies and forks them at their menu). Checked
against the copy as it was dealt, before any play, at many seeds of random duels; and a
Determinizer keeps nothing of the real hidden cards, which its copies can now reach."""

import json
import random

from duelist.agents import RandomAgent
from duelist.deck.formats import read_ydk
from duelist.engine.determinize import Determinizer
from duelist.engine.duel import Duel
from duelist.engine.events import log_bytes
from duelist.testing import Table

DECKS = ("duelist/deck/decks/yugi-starter.ydk", "duelist/deck/decks/kaiba-starter.ydk",
         "duelist/deck/decks/goat_04_warrior_swarm_metagame_2005.ydk",
         "duelist/deck/decks/goat_05_zombie_mchale_2005.ydk",
         "duelist/deck/decks/goat_01_goat_control_suffridge_2005_us_nationals.ydk",
         "duelist/deck/decks/goat_07_monarch_soul_control_vargas_2005_sjc_la.ydk")


def _step(duel, agents):
    request = duel.request
    duel.answer(agents[request.player].choose(duel, request))


def _state(duel):
    """Everything a replay from the origin depends on."""
    cards = [(c.cid, c.uid, c.data.code, c.owner, c.controller, c.location, c.seq, c.position,
              c.turn_placed, c.summon_kind, c.set_turn, c.position_turn, c.attack_turn, c.attacks,
              json.dumps(c.marks, sort_keys=True), c.activated, json.dumps(c.info, sort_keys=True),
              c.script) for c in duel.cards]
    piles = [[[None if c is None else c.cid for c in getattr(p, name)]
              for name in ("deck", "hand", "grave", "banished", "extra", "mzone", "szone")]
             for p in duel.players]
    return (cards, piles, log_bytes(duel.log), duel.rng.getstate(), duel.view(None), duel.view(0),
            duel.view(1), duel.turn, duel.phase, duel.stage, duel.request, duel.answers[:])


def _quiet_duels(count, seed):
    rnd = random.Random(seed)
    for n in range(count):
        duel = Duel(read_ydk(rnd.choice(DECKS)), read_ydk(rnd.choice(DECKS)),
                    rules=rnd.choice(["MR5", "GOAT"]), seed=n, check_cards=False)
        agents = (RandomAgent(n), RandomAgent(n + 3))
        stop = rnd.randrange(20, 120)
        step = 0
        while duel.request is not None and (step < stop or duel._proc is not None):
            _step(duel, agents)
            step += 1
        if duel.request is not None:
            yield duel


def test_a_copys_origin_is_the_copy_as_it_was_dealt():
    checked = 0
    for duel in _quiet_duels(6, 3):
        det = Determinizer(duel, duel.request.player)
        for seed in range(3):
            copy = det.sample(seed)
            dealt = copy._copy()          # the copy as dealt, before any play (what was kept)
            dealt.request = None
            expected = _state(dealt)
            agents = (RandomAgent(seed), RandomAgent(seed + 1))
            fork = copy.fork()
            for _ in range(30):           # play the copy and a fork on, fork mid-procedure
                for d in (copy, fork):
                    if d.request is not None:
                        _step(d, agents)
                if fork._proc is not None:
                    twin = fork.fork()    # replayed from the origin, built now
                    assert log_bytes(twin.log) == log_bytes(fork.log)
            assert _state(copy._origin) == expected
            assert fork._origin is copy._origin
            checked += 1
    assert checked >= 12


def test_a_determinizer_keeps_nothing_of_the_real_hidden_cards():
    """Two duels that differ only in where the opponent's hidden cards are: the Determinizers
    hold the same cards at the same places (each hidden place gets the pool in passcode
    order), so nothing a copy reaches tells the real ones."""
    def table_with(hand, deck):
        table = Table(turn=3, turn_player=0, phase="main1")
        table.hand(0, "Battle Ox")
        table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
        table.hand(1, *hand)
        table.deck(1, deck)
        table.monster(1, "Summoned Skull", position="set")
        table.spell_trap(1, "Mirror Force")
        return table.build(0)
    a = table_with(["Battle Ox", "Celtic Guardian"], ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    b = table_with(["Dark Magician", "Koumori Dragon"], ["Celtic Guardian", "Battle Ox", "Mystical Elf"])
    assert [c.name for c in a.players[1].hand] != [c.name for c in b.players[1].hand]
    held = []
    for duel in (a, b):
        base = Determinizer(duel, 0)._deal.base
        held.append([(c.cid, c.data.code, c.script) for c in base.cards])
    assert held[0] == held[1]

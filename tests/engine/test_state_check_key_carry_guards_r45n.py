"""The guards of the state checks' carried key (round 45s: engine/actions.py `_carry_quiet_key`):
where a card that files no STATE effect and no continuous tag moves, the checks keep the key
of quiet steps only where that move cannot change what a step reads. Each test below is a move
of such a card (a Normal Monster, or a monster whose effects are triggers only) that does
change it, so the next check must look again. ENGINE.md §2: after each action the state checks
end lasting effects bound to an object that is gone or whose monster is negated, and destroy an
Equip Card whose holder can no longer hold it; seed 000 §裝備魔法, §效果分類 › 其他效果.

- a negating monster whose condition reads the field (a stand-in of Blade Knight: "while it is
  the only monster its controller controls", reaching every other monster, as a script may
  write one): the Battle Ox beside it sent to the GY makes it reach Thousand-Eyes Restrict,
  whose face-down Equip Card (GOAT, 2005 text) is then lost (the Relinquished / Skill Drain
  ruling: a holder whose effects are negated holds nothing);
- the same stand-in reaching Sangan, which gave itself +500 ATK (a change a monster gives
  itself ends for good once its effects are negated: Number 17's OCG FAQ);
- a delayed effect bound to Battle Ox "while it stays face-up" ends once Battle Ox leaves;
- a delayed effect bound to Battle Ox "while it stays here" ends once Battle Ox leaves, also
  where the map of uids was renewed in between (as a draw does past 160 uids: the old uid is
  found in no map).

An engine-internal check: the checks and their key are private (the outcomes are read from the
cards). Round 45n (helper h45n): kills the carry's negated-holder guard (its delete, its
face-up test, its flag and mark), its own-change guard, its "face_up" kind and its missing-uid
test."""

import copy
import types

from duelist.cards import registry
from duelist.cards.db import find_card
from duelist.engine import state as S
from duelist.engine.effects import CardScript
from duelist.engine.lasting import while_face_up, while_here
from duelist.engine.names import L
from duelist.testing.scenario import Script, Table


def _stand_in_blade_knight(monkeypatch):
    """Blade Knight's effects, its negating one reaching every other monster (its condition,
    "the only monster its controller controls", kept: it reads the field)."""
    data = find_card("Blade Knight")
    real = registry.scripts.get(data.code) or registry.get_script(data)
    effects = []
    for effect in real.effects:
        effect = copy.copy(effect)
        if effect.tag == "negate_monsters":
            effect.affects = lambda ctx, card: card is not ctx.card
        effects.append(effect)
    module = types.SimpleNamespace(DESCRIPTION="test stand-in: Blade Knight, negating every other "
                                               "monster while it is alone", EFFECTS=effects)
    monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))


def _quiet(duel):
    """Two checks: the second finds the field as the first left it (the key's mark quiet)."""
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before
    assert duel._phase_cards[11] is True


def test_a_face_down_equip_card_is_lost_once_a_plain_move_lets_a_negating_monster_reach_its_holder(monkeypatch):
    """GOAT: my Thousand-Eyes Restrict holds my opponent's Celtic Guardian face-down. My
    opponent controls the stand-in Blade Knight and Battle Ox: not alone, it negates nothing.
    Battle Ox is sent to the GY (a Normal Monster: it files nothing): Blade Knight is alone and
    negates Thousand-Eyes Restrict, so the next check destroys the Celtic Guardian it held."""
    _stand_in_blade_knight(monkeypatch)
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    victim = table.monster(1, "Celtic Guardian", position="set")
    table.monster(1, "Blade Knight")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    ox = ox.card(duel)
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", victim)
    while duel.request.kind == "chain":
        s.pick("pass")
    (held,) = [c for c in duel.players[0].szone if c is not None]
    assert held.name == "Celtic Guardian" and not held.face_up
    _quiet(duel)
    assert held.location == S.SZONE
    duel.send_to_grave([ox])
    duel._state_checks()
    assert held.location == S.GRAVE
    assert [e["name"] for e in duel.log if e["type"] == "equip_lost"] == ["Celtic Guardian"]


def test_a_change_a_monster_gave_itself_ends_once_a_plain_move_lets_a_negating_monster_reach_it(monkeypatch):
    """My Sangan gave itself +500 ATK while it stays here (as Zombyra the Dark's change to
    itself is started). My opponent's stand-in Blade Knight beside Battle Ox negates nothing.
    Battle Ox is sent to the GY: Blade Knight is alone and negates Sangan, whose change to
    itself ends at the next check, for good (1000 ATK again)."""
    _stand_in_blade_knight(monkeypatch)
    table = Table(turn=3, turn_player=0, phase="main1")
    sangan = table.monster(0, "Sangan")
    table.monster(1, "Blade Knight")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    sangan, ox = sangan.card(duel), ox.card(duel)
    entry = duel.start_lasting(L.STATS, while_here(sangan), card=sangan, source=sangan.code,
                               counted_from=0, own=True, atk=500, **{"def": 0})
    assert duel.atk(sangan) == 1500
    _quiet(duel)
    duel.send_to_grave([ox])
    duel._state_checks()
    assert entry not in duel.lingering
    assert duel.atk(sangan) == 1000


def _delayed(duel, until, source):
    """A delayed effect (Premature Burial's "destroy the equipped monster") lasting `until`."""
    index = next(i for i, e in enumerate(source.script.effects) if e.range == ("delayed",))
    return duel.start_lasting("delayed", until, delayed=(source.cid, index, 0))


def _battle_ox_with_a_delayed_effect(until_of):
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Premature Burial")
    table.hand(1, "Book of Moon")      # (a card with a script: the checks look at the field)
    duel = table.build()
    ox = ox.card(duel)
    (burial,) = [c for c in duel.players[0].hand if c.data.name == "Premature Burial"]
    entry = _delayed(duel, until_of(ox), burial)
    _quiet(duel)
    return duel, ox, entry


def test_a_delayed_effect_bound_to_a_monster_while_it_stays_face_up_ends_when_it_leaves():
    """A delayed effect lasts while Battle Ox stays face-up. Battle Ox (a card that files
    nothing) is sent to the GY: the next check ends the effect."""
    duel, ox, entry = _battle_ox_with_a_delayed_effect(while_face_up)
    duel.send_to_grave([ox])
    duel._state_checks()
    assert entry not in duel.lingering


def test_a_delayed_effect_whose_monster_left_ends_after_the_uid_map_was_renewed():
    """A delayed effect lasts while Battle Ox stays here. Battle Ox is sent to the GY and the
    map of uids is renewed before the next check (a draw renews it past 160 uids: Battle Ox's
    old uid is in it no more): the next check ends the effect."""
    duel, ox, entry = _battle_ox_with_a_delayed_effect(while_here)
    duel.send_to_grave([ox])
    duel._renew_uid_map()
    duel._state_checks()
    assert entry not in duel.lingering

"""Michizure (37580756), Normal Trap: when a monster its player controls is destroyed and sent to
the GY, target 1 monster on the field and destroy it.

Sources: the 2005 text, as we recall it (not read on a page this round) (MFC: "Activate only when a
monster on your side of the field is destroyed and sent to the Graveyard. Destroy 1 monster on the
field") and today's, as we recall it ("When a monster you control is destroyed and sent to the GY:
Target 1 monster on the field; destroy that target") do the same. A monster destroyed by battle goes
to the GY in the Damage Step, and the Trap answers it there: its activation is that moment's (our
reading: its condition is met in the Damage Step). A monster that Macro Cosmos banishes is not "sent
to the GY". A monster destroyed by chain link 1 is the last thing that happened once the chain has
resolved, as a summon the last link made is (seed 000 §回合玩家的優先權): priority is reopened for it
after the chain (round 53n; tests/cards/test_michizure_after_a_chain_r53n.py)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _resolve_to_michizure(duel, s):
    while duel.request is not None and duel.request.kind == "chain" and not s.has("activate", "Michizure"):
        s.pick("pass", player=duel.request.player)


def _attacked_ox(*mine, rules="MR5", attacker="Blue-Eyes White Dragon"):
    table = Table(turn=4, turn_player=1, rules=rules)
    table.monster(1, attacker)
    table.monster(1, "Mystical Elf")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Michizure")
    for card in mine:
        table.spell_trap(0, card, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _resolve(duel, s)
    s.pick("attack", attacker, target=ox)
    return duel, s


def test_michizure_destroys_a_monster_when_mine_is_destroyed_by_battle():
    """Q: Blue-Eyes White Dragon destroys my Battle Ox by battle. A: I activate Michizure and
    destroy the Blue-Eyes: both are in their GYs, Mystical Elf stays."""
    duel, s = _attacked_ox()
    while duel.request.kind == "chain" and not s.has("activate", "Michizure"):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Michizure", player=0)
    s.pick("target", "Blue-Eyes White Dragon", player=0)
    _resolve(duel, s)
    assert [c.name for c in duel.players[1].grave] == ["Blue-Eyes White Dragon"]
    assert sorted(c.name for c in duel.players[0].grave) == ["Battle Ox", "Michizure"]
    assert [c.name for c in duel.monsters(1)] == ["Mystical Elf"]


def test_michizure_is_not_offered_when_the_monster_destroyed_is_the_opponents():
    """Q: my Battle Ox destroys my opponent's attacking Celtic Guardian. A: Michizure answers only
    a monster of mine: it is never offered, and the Battle Phase goes on."""
    duel, s = _attacked_ox(attacker="Celtic Guardian")
    assert [c.name for c in duel.players[1].grave] == ["Celtic Guardian"]
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert [c.name for c in duel.players[0].szone if c] == ["Michizure"]


def test_michizure_is_not_offered_when_macro_cosmos_banishes_the_monster():
    """Q (GOAT): Macro Cosmos is face-up; Blue-Eyes destroys my Battle Ox, which is banished
    instead of going to the GY. A: not "sent to the GY": Michizure is not offered."""
    duel, s = _attacked_ox("Macro Cosmos", rules="GOAT")
    assert [c.name for c in duel.players[0].banished] == ["Battle Ox"]
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert [c.name for c in duel.players[0].szone if c and c.name == "Michizure"] == ["Michizure"]


def test_michizure_answers_a_monster_that_fissure_destroyed():
    """Q: my opponent's Fissure (chain link 1) destroys my Battle Ox. A: the destruction is the
    last thing that happened once the chain has resolved: I may activate Michizure on their
    Blue-Eyes White Dragon before their Main Phase goes on."""
    table = Table(turn=4, turn_player=1)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Battle Ox")
    table.hand(1, "Fissure")
    table.spell_trap(0, "Michizure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _resolve_to_michizure(duel, s)
    assert s.has("activate", "Michizure")

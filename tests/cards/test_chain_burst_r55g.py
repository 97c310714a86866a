"""Chain Burst (48276469): a Continuous Trap; each time a player activates a Trap Card, that
player takes 1000 damage.

Sources: the card's text (RDS 2004 and today's say the same, in our words); yugioh-wiki.net
《連鎖炸薬》: either player's Trap Cards count, its own controller's too; chained to a Trap Card's
activation, Chain Burst does not burn that activation (the Trap was activated before Chain Burst
was face-up: also yugioh.fandom.com "Continuous Trap Card"); only the activation of a Trap Card
counts, not a Spell's. The damage is applied with no chain link of its own, as the Trap's
chain link resolves (round 55u: tests/cards/test_chain_burst_resolution_r55u.py)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_chain_burst_burns_the_opponents_trap():
    """Q: my Chain Burst is face-up; my opponent answers my attack with Mirror Force. A: they take
    1000; Mirror Force still destroys my attacker."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Chain Burst", face_down=False)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=0, request="battle")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    _finish(s)
    assert lp(duel) == (8000, 7000) and grave(duel, 0) == ["Battle Ox"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 1000)]


def test_chain_burst_burns_its_own_controller_too():
    """Q: I control Chain Burst and activate my own Set Dust Tornado on my opponent's Set card. A:
    I take 1000: it burns whoever activates a Trap Card, its own controller too."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Chain Burst", face_down=False)
    table.spell_trap(0, "Dust Tornado")
    force = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=0, request="idle")
    s.pick("target", force, player=0)
    _finish(s)
    if duel.request.kind == "yes_no":
        s.pick("no", player=0)
    assert lp(duel) == (7000, 8000) and grave(duel, 1) == ["Mirror Force"]


def test_chain_burst_chained_to_a_trap_does_not_burn_it():
    """Q: my opponent activates Mirror Force; I chain my Set Chain Burst. A: Mirror Force was
    activated before Chain Burst was face-up: no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Chain Burst")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=0, request="battle")
    s.pick("pass", player=0)
    s.pick("activate", "Mirror Force", player=1, request="chain")
    s.pick("activate", "Chain Burst", player=0, request="chain")
    _finish(s)
    assert lp(duel) == (8000, 8000) and of_type(duel, "damage") == []


def test_chain_burst_ignores_spells():
    """Q: my opponent activates Mystical Space Typhoon on my Set card while Chain Burst is face-up.
    A: a Spell is no Trap Card: no damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Chain Burst", face_down=False)
    force = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", force, player=1)
    _finish(s)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Mirror Force"]


def test_chain_burst_two_traps_in_one_chain():
    """Q: while my Chain Burst is face-up I attack; my opponent activates Mirror Force and chains
    Dust Tornado onto my Set card. A: each Trap Card activated costs its player 1000: 2000 for
    them."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Chain Burst", face_down=False)
    table.monster(0, "Battle Ox")
    set_card = table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=0, request="battle")
    s.pick("pass", player=0)
    s.pick("activate", "Mirror Force", player=1, request="chain")
    if duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass", player=0)
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", set_card, player=1)
    _finish(s)
    if duel.request is not None and duel.request.kind == "yes_no":
        s.pick("no", player=1)
    assert lp(duel) == (8000, 6000)

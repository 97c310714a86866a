"""Enchanted Javelin (96355986), Normal Trap: when an opponent's monster declares an attack, its
player gains LP equal to the attacking monster's ATK. The attack itself goes on.

Sources: the card's own text in our words (today's: it targets that attacking monster, as the
OCG text does; the LP gained is its ATK as the Trap resolves); Spirit Reaper's
own text (a Spirit Reaper targeted is destroyed once the targeting effect has resolved, as its
script plays it). The 2005 print ("increase your Life Points by the ATK of the attacking monster")
does not say "target"; it is played as today's text here (see the round report)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _table(rules, attacker="Summoned Skull"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, attacker)
    table.spell_trap(1, "Enchanted Javelin")
    return table


def test_enchanted_javelin_gains_the_attackers_atk_and_the_attack_goes_on():
    """Q: my opponent's Summoned Skull (2500) attacks me directly; I activate Enchanted Javelin.
    A: I gain 2500 first (10500), then the attack goes on: 8000 in the end."""
    duel = _table("GOAT").build()
    start = len(duel.log)
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player")
    s.pick("activate", "Enchanted Javelin", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [(e["amount"], e["lp"]) for e in of_type(duel, "recover", start)] == [(2500, 10500)]
    assert [(e["amount"], e["lp"]) for e in of_type(duel, "damage", start)] == [(2500, 8000)]
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Enchanted Javelin"]


def test_enchanted_javelin_reads_the_atk_as_it_resolves():
    """Q: my opponent's Battle Ox (1700) attacks; I activate Enchanted Javelin and my opponent
    chains Rush Recklessly (+700) on the Ox. A: the Ox has 2400 as the Javelin resolves: I gain
    2400, then take 2400 from the direct attack."""
    table = _table("MR5", "Battle Ox")
    table.spell_trap(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Enchanted Javelin", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert [e["amount"] for e in of_type(duel, "recover")] == [2400]
    assert [e["amount"] for e in of_type(duel, "damage")] == [2400]


def test_enchanted_javelin_not_on_its_own_players_attack():
    """Q: in my own turn my monster attacks; may I activate my own Enchanted Javelin? A: no:
    only an opponent's monster's attack."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Enchanted Javelin")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    assert lp(duel) == (8000, 8000 - 1700)
    assert [c.name for c in duel.players[0].szone if c] == ["Enchanted Javelin"]


def test_enchanted_javelin_on_spirit_reaper_gains_then_the_reaper_is_destroyed():
    """Q: my opponent's Spirit Reaper (300) attacks me directly; I target it with Enchanted
    Javelin. A: the Javelin resolves first: I gain 300; then the Reaper, targeted, is destroyed,
    and the attack goes no further (8300)."""
    duel = _table("GOAT", "Spirit Reaper").build()
    s = Script(duel)
    s.pick("attack", "Spirit Reaper", target="player")
    s.pick("activate", "Enchanted Javelin", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Spirit Reaper", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [e["amount"] for e in of_type(duel, "recover")] == [300]
    assert grave(duel, 0) == ["Spirit Reaper"]
    assert of_type(duel, "damage") == []
    assert lp(duel) == (8000, 8300)

"""The Legendary Fisherman (3643300), Level 5 WATER Warrior, 1850/1600: while "Umi" is on the field,
it is unaffected by Spell effects and cannot be targeted for attacks, but this does not prevent
your opponent from attacking you directly.

Sources, in our words: the card's texts (MRL-061, 2002: "as long as Umi remains face-up on the
field, this card is not affected by Magic Cards and cannot be attacked (your opponent can attack
your Life Points directly)"; today's: the same; no ERAS entry); yugioh-wiki.net 《伝説のフィッシャー
マン》: with Umi, Dark Hole and other Spells do not reach it (it stays while the rest go); alone on
its side it lets the opponent attack directly; beside another monster, that monster must be the
attack target (no direct attack); a Trap still reaches it; A Legendary Ocean is always named
"Umi" (its text) and counts; Horus the Black Flame Dragon LV6's ruling on "unaffected by Spell
effects" (engine/unaffected.py): Swords of Revealing Light's "cannot declare an attack" does not
apply to it."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

FISH = "The Legendary Fisherman"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack_targets(duel, attacker):
    return sorted(str(o.target_name if o.target != "player" else "player")
                  for o in duel.request.options if o.kind == "attack" and o.name == attacker)


def _table(umi="Umi", rules="GOAT", phase="battle_step"):
    table = Table(rules=rules, turn=4, turn_player=1, phase=phase)
    if umi:
        table.field_spell(0, umi)
    fish = table.monster(0, FISH)
    table.monster(1, "Battle Ox")
    return table, fish


def test_the_legendary_fisherman_alone_lets_the_opponent_attack_directly():
    """Q: with Umi face-up, my Legendary Fisherman is my only monster; my opponent's Battle Ox
    attacks. A: it cannot attack the Fisherman, it may attack me directly: I take 1700 (both eras;
    A Legendary Ocean counts as Umi)."""
    for rules, umi in (("GOAT", "Umi"), ("MR5", "Umi"), ("GOAT", "A Legendary Ocean")):
        table, fish = _table(umi, rules)
        duel = table.build()
        s = Script(duel)
        assert _attack_targets(duel, "Battle Ox") == ["player"], (rules, umi)
        s.pick("attack", "Battle Ox", target="player", player=1)
        _pass_all(duel, s)
        assert lp(duel) == (6300, 8000) and fish.card(duel).location == S.MZONE, (rules, umi)


def test_the_legendary_fisherman_beside_another_monster():
    """Q: with Umi, I control the Fisherman and Celtic Guardian. A: my opponent's Battle Ox may
    attack only Celtic Guardian: neither the Fisherman nor me directly."""
    table, fish = _table()
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    assert _attack_targets(duel, "Battle Ox") == ["Celtic Guardian"]


def test_the_legendary_fisherman_without_umi_is_attacked():
    """Q: no Umi is on the field. A: Battle Ox may attack the Fisherman (1850): Battle Ox is
    destroyed and my opponent takes 150; no direct attack is offered."""
    table, fish = _table(umi=None)
    duel = table.build()
    s = Script(duel)
    assert _attack_targets(duel, "Battle Ox") == [FISH]
    s.pick("attack", "Battle Ox", target=fish, player=1)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7850)


def test_the_legendary_fisherman_survives_dark_hole_with_umi():
    """Q: with Umi face-up my opponent activates Dark Hole; I control the Fisherman and Celtic
    Guardian. A: Celtic Guardian and their Battle Ox are destroyed; the Fisherman stays."""
    table, fish = _table(phase="main1")
    table.monster(0, "Celtic Guardian")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass_all(duel, s)
    assert fish.card(duel).location == S.MZONE
    assert grave(duel, 0) == ["Celtic Guardian"] and grave(duel, 1) == ["Battle Ox", "Dark Hole"]


def test_the_legendary_fisherman_attacks_under_swords_of_revealing_light():
    """Q: in my turn, with Umi face-up, my opponent's Swords of Revealing Light is face-up. A: my
    Fisherman may still declare an attack (Swords' effect does not apply to it); my Celtic
    Guardian may not."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Umi")
    table.monster(0, FISH)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    attackers = {o.name for o in duel.request.options if o.kind == "attack"}
    assert attackers == {FISH}


def test_the_legendary_fisherman_a_trap_still_reaches_it():
    """Q: with Umi, my Fisherman attacks and my opponent activates Sakuretsu Armor on it. A: a
    Trap's effect applies: the Fisherman is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Umi")
    fish = table.monster(0, FISH)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", fish, target="Battle Ox")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", fish, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [FISH]

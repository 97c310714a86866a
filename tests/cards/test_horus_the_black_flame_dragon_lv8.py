"""Horus the Black Flame Dragon LV8 (48229808): it cannot be Normal Summoned or Set and only the
effect of Horus the Black Flame Dragon LV6 may Special Summon it; while it is face-up on the
field, when a Spell Card is activated, its controller may negate the activation and destroy it.

Sources: the card's text (2005 SOD-EN008: "can only be Special Summoned by the effect of Horus
the Black Flame Dragon LV6 ... you can negate the activation of a Spell Card and destroy it";
today's text does the same: one text in both eras); yugioh-wiki.net 《ホルスの黒炎竜 LV8》: a
quick effect that makes a chain link, usable any number of times and more than once in one
chain; it stops the activation of Spell Cards only, not the effects of Equip or Continuous
Spells already on the field; "でのみ特殊召喚できる": no other card may Special Summon it, Monster
Reborn included, even after LV6 summoned it once. Skill Drain negates its effect on the field
(seed 000 §效果分類): the Spell then resolves.
"""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

LV8 = "Horus the Black Flame Dragon LV8"


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _opponent_activates(spell, rules="GOAT", drain=False, extra=()):
    """Turn 4, player 1 activates `spell` from the hand; player 0 controls a face-up LV8."""
    table = Table(rules=rules, turn=4, turn_player=1)
    table.monster(0, LV8)
    if drain:
        table.spell_trap(0, "Skill Drain", face_down=False)
    table.hand(1, spell)
    for card in extra:
        table.spell_trap(1, card)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", spell)
    return duel, s


def test_horus_the_black_flame_dragon_lv8_negates_pot_of_greed_and_destroys_it():
    """Q: my opponent activates Pot of Greed; I control a face-up Horus LV8. A: I may negate the
    activation: Pot of Greed is destroyed (to the GY), no card is drawn."""
    duel, s = _opponent_activates("Pot of Greed")
    s.pick("activate", LV8, player=0, request="chain")
    _pass(s)
    assert grave(duel, 1) == ["Pot of Greed"] and hand(duel, 1) == []
    assert any(e["type"] == "negated" for e in duel.log)
    assert field_monsters(duel, 0) == [LV8]


def test_horus_the_black_flame_dragon_lv8_negates_twice_in_one_chain():
    """Q: my opponent activates Pot of Greed, my LV8 negates it, and they chain their Set
    Mystical Space Typhoon (a Spell Card activated in the same chain). May LV8 negate again?
    A: yes: its effect has no limit, even in one chain: both Spells are negated and destroyed,
    nothing is drawn and nothing of mine is destroyed."""
    duel, s = _opponent_activates("Pot of Greed", extra=("Mystical Space Typhoon",))
    s.pick("activate", LV8, player=0, request="chain")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    if s.duel.request.kind == "target":
        s.pick("target", s.options("target")[0].name)
    s.pick("activate", LV8, player=0, request="chain")
    _pass(s)
    assert sorted(grave(duel, 1)) == ["Mystical Space Typhoon", "Pot of Greed"]
    assert hand(duel, 1) == [] and field_monsters(duel, 0) == [LV8]


def test_horus_the_black_flame_dragon_lv8_does_not_answer_a_trap():
    """Q: my opponent activates a Set Trap (Dust Tornado) targeting my Skill Drain. A: LV8 negates
    only Spell Card activations: it is not offered; Dust Tornado destroys the Skill Drain."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, LV8)
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Skill Drain")
    if duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.options("activate", LV8)
    _pass(s)
    assert grave(duel, 0) == ["Skill Drain"] and grave(duel, 1) == ["Dust Tornado"]
    assert [e["name"] for e in duel.log if e["type"] == "chain"] == ["Dust Tornado"]


def test_horus_the_black_flame_dragon_lv8_under_skill_drain_lets_the_spell_resolve():
    """Q: my own Skill Drain is face-up; my opponent activates Pot of Greed and I activate LV8's
    effect. A: Skill Drain negates LV8's effect on the field: Pot of Greed resolves, they draw
    2."""
    duel, s = _opponent_activates("Pot of Greed", drain=True)
    s.pick("activate", LV8, player=0, request="chain")
    _pass(s)
    assert hand(duel, 1) == ["Celtic Guardian"] * 2 and grave(duel, 1) == ["Pot of Greed"]


def test_horus_the_black_flame_dragon_lv8_cannot_be_normal_summoned():
    """Q: LV8 is in my hand with two monsters to Tribute. A: neither a Normal Summon nor a Set
    of it is offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.hand(0, LV8)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.options("summon", LV8) and not s.options("set", LV8)


def test_horus_the_black_flame_dragon_lv8_cannot_be_revived_by_monster_reborn():
    """Q: LV8 (summoned by LV6 earlier) is in my GY; may I Monster Reborn it? A: no: only LV6's
    effect may Special Summon it; with no other monster in a GY, Monster Reborn cannot even be
    activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, LV8)
    table.hand(0, "Monster Reborn")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.options("activate", "Monster Reborn")


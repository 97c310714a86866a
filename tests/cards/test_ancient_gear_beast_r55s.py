"""Ancient Gear Beast (10509340): it cannot be Special Summoned; the effects of monsters destroyed
by battle with it are negated; if it attacks, its controller's opponent cannot activate Spell or
Trap Cards until the end of the Damage Step.

Sources: the card's texts in our words (the 2005-era TCG text: "cannot be Special Summoned",
"negate the effect(s) of an Effect Monster destroyed as a result of battle with this card", the
Ancient Gear lock; today's says the same: no ERAS entry); yugioh-wiki.net 《古代の機械獣》 (the
negation reaches the effects the destroyed monster activates in the GY -- Sangan, Mystic Tomato
-- and the FLIP effect of a Set monster flipped and destroyed by the battle; a battle "with this
card" is one where it attacks or is attacked); Dark Ruler Ha Des's rulings (the same negation,
tests/cards/test_dark_ruler_ha_des.py); Skill Drain's text."""

from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

BEAST = "Ancient Gear Beast"


def _finish(s):
    duel = s.duel
    for _ in range(20):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        elif kind == "select":
            s.answer(duel.request.options[0])
        elif kind == "target":
            s.pick("target", "Battle Ox")
        else:
            return


def test_ancient_gear_beast_negates_sangan_it_destroys_by_battle():
    """Q: my Ancient Gear Beast attacks and destroys my opponent's face-up Sangan; their Set
    Sakuretsu Armor could not answer the attack. Does Sangan search? A: no: its effect in the GY is
    negated; they take 1000, nothing is added to their hand, Sakuretsu Armor stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, BEAST)
    sangan = table.monster(1, "Sangan")
    table.spell_trap(1, "Sakuretsu Armor")
    table.deck(1, ["Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BEAST, target=sangan, request="battle")
    while duel.request.kind == "chain":
        assert duel.request.player == 0 or not s.has("activate", "Sakuretsu Armor")
        if duel.request.player == 1 and s.has("activate", "Sangan"):
            break
        s.pick("pass")
    _finish(s)
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == []
    assert lp(duel) == (8000, 8000 - 1000)
    assert [e["name"] for e in of_type(duel, "negated")] == ["Sangan"]
    assert [c.name for c in duel.players[1].szone if c] == ["Sakuretsu Armor"]


def test_ancient_gear_beast_negates_the_flip_effect_of_a_set_monster_it_destroys():
    """Q: my Ancient Gear Beast attacks my opponent's Set Man-Eater Bug and destroys it. A: the
    Bug is flipped by the attack but its FLIP effect is negated: my Battle Ox and the Beast stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, BEAST)
    table.monster(0, "Battle Ox")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BEAST, target=bug, request="battle")
    _finish(s)
    assert sorted(field_monsters(duel, 0)) == [BEAST, "Battle Ox"]
    assert grave(duel, 1) == ["Man-Eater Bug"]


def test_ancient_gear_beast_attacked_negates_its_attacker_too():
    """Q: in my opponent's turn their Mystic Tomato attacks my Ancient Gear Beast and is destroyed.
    Does Tomato Special Summon from their Deck? A: no: it was destroyed by battle with the Beast
    (the Beast need not be the attacker): its effect is negated; they take 600 (2000 - 1400)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, BEAST)
    table.monster(1, "Mystic Tomato")
    table.deck(1, ["Gravekeeper's Spy", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Tomato", target=BEAST, request="battle")
    _finish(s)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Mystic Tomato"]
    assert lp(duel) == (8000, 8000 - 600)
    assert [e["name"] for e in of_type(duel, "negated")] == ["Mystic Tomato"]


def test_ancient_gear_beast_cannot_be_special_summoned():
    """Q: Ancient Gear Beast and Battle Ox are in my GY; I activate Monster Reborn: may I target
    the Beast? A: no: it cannot be Special Summoned; Battle Ox is the only target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, BEAST, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.expect("target", player=0)
    assert [o.name for o in duel.request.options] == ["Battle Ox"]


def test_ancient_gear_beast_under_skill_drain_negates_nothing():
    """Q: my opponent's Skill Drain is face-up when my Ancient Gear Beast attacks their Sangan:
    may they answer with Sakuretsu Armor, and does a Sangan destroyed by it search? A: Skill Drain
    negates the Beast's effects on the field, lock and negation alike: Sakuretsu Armor may be
    activated and destroys the Beast; no battle happens, Sangan stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, BEAST)
    sangan = table.monster(1, "Sangan")
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BEAST, target=sangan, request="battle")
    while duel.request.player == 0:
        s.pick("pass", request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", BEAST)
        else:
            s.pick("pass")
    assert grave(duel, 0) == [BEAST] and field_monsters(duel, 1) == ["Sangan"]

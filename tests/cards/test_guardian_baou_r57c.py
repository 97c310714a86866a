"""Guardian Baou (73544866): summoned only with its face-up "Wicked-Breaking Flamberge - Baou";
it gains 1000 ATK each time it destroys an opponent's monster by battle and sends it to the GY;
the Effect Monsters it destroys by battle have their effects negated.

Sources, read in our words: yugioh-wiki.net 《ガーディアン・バオウ》 (the OCG text: Normal, Flip and
Special Summon only while the Flamberge is on your field, a Set free; the ATK gain a trigger
effect, each time it destroys an opponent's monster by battle and sends it to the GY; the
negation of an Effect Monster it destroys by battle a continuous effect, the same the Flamberge
gives, so the Flamberge's tests and Dark Ruler Ha Des's ruling say how long it lasts: while the
monster stays in the GY the battle sent it to and Baou stays face-up). The gain is its own
change: Skill Drain ends it (docs/cards.md `Until(..., own=True)`, our reading). The 2005 TCG
print (DCR): a Normal Summon or Set only with the Flamberge (as Guardian Grarl's tests); the
effects do the same. The Flamberge is equipped to another monster here, so that what is
negated is Baou's own doing."""

from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

BAOU = "Guardian Baou"
FLAMBERGE = "Wicked-Breaking Flamberge - Baou"


def _settle(s):
    duel = s.duel
    for _ in range(20):
        if duel.request is None or duel.request.kind != "chain":
            return
        s.pick("pass", player=duel.request.player)


def _battle(victim, position="attack", rules="MR5", deck=("Mystic Tomato", "Battle Ox")):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    baou = table.monster(0, BAOU)
    target = table.monster(1, victim, position=position)
    table.deck(1, list(deck))
    return table, baou, target


def test_guardian_baou_gains_1000_per_monster_destroyed():
    """Q: my Baou (800) attacks my opponent's Thousand-Eyes Idol (0 ATK) and destroys it. A: it
    goes to the GY; Baou gains 1000 ATK: 1800; my opponent took 800."""
    table, baou, idol = _battle("Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BAOU, target=idol)
    _settle(s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"]
    assert lp(duel) == (8000, 7200)
    assert duel.atk(baou.card(duel)) == 1800


def test_guardian_baou_negates_sangan_and_grows():
    """Q: my Baou destroys my opponent's Sangan in Defense Position (600 DEF). A: Baou gains 1000
    ATK; Sangan's effect in the GY is negated: nothing is added to my opponent's hand."""
    table, baou, sangan = _battle("Sangan", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BAOU, target=sangan)
    for _ in range(10):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif duel.request.kind in ("yes_no", "order"):
            s.answer(duel.request.options[0])
        else:
            break
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == []
    assert [e["name"] for e in of_type(duel, "negated")] == ["Sangan"]
    assert duel.atk(baou.card(duel)) == 1800


def test_guardian_baou_negates_the_flip_effect_it_destroys():
    """Q: my Baou attacks my opponent's Set Man-Eater Bug (600 DEF). A: the Bug is flipped and
    destroyed, its FLIP effect negated: Baou stays, with 1800 ATK."""
    table, baou, bug = _battle("Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BAOU, target=bug)
    for _ in range(10):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif duel.request.kind == "target":
            s.pick("target", baou)
        else:
            break
    assert field_monsters(duel, 0) == [BAOU] and grave(duel, 1) == ["Man-Eater Bug"]
    assert duel.atk(baou.card(duel)) == 1800


def test_guardian_baou_no_gain_when_it_is_destroyed_too():
    """Q: my Baou (800) attacks my opponent's 800-ATK Mystical Elf: both are destroyed. A: Baou is
    not on the field when the battle ends: nothing to gain; both are in the GYs."""
    table, baou, elf = _battle("Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BAOU, target=elf)
    _settle(s)
    assert grave(duel, 0) == [BAOU] and grave(duel, 1) == ["Mystical Elf"]
    assert duel.request.kind == "battle"


def test_guardian_baou_gain_ends_under_skill_drain():
    """Q: after Baou grew to 1800, my opponent activates Skill Drain. A: the gain was Baou's own
    effect: negated, Baou is back to 800 ATK."""
    table, baou, idol = _battle("Thousand-Eyes Idol")
    table.spell_trap(1, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BAOU, target=idol)
    _settle(s)
    assert duel.atk(baou.card(duel)) == 1800
    s.pick("end_battle")
    s.pick("activate", "Skill Drain", player=1, request="chain")
    _settle(s)
    assert duel.atk(baou.card(duel)) == 800


def test_guardian_baou_summon_rule_by_era():
    """Q: Baou in my hand, no Flamberge; another Baou Set on an earlier turn. A: (both) no Normal
    Summon; today's text: a Set, no Flip Summon; GOAT: the Flip Summon is allowed. With the
    Flamberge equipped to my Battle Ox, Baou may be Normal Summoned."""
    for rules, flip in (("MR5", False), ("GOAT", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, BAOU)
        table.monster(0, BAOU, position="set")
        s = Script(table.build())
        assert not s.has("summon", BAOU), rules
        assert s.has("flip_summon", BAOU) == flip, rules
    table = Table(turn=3, turn_player=0)
    table.hand(0, BAOU)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, FLAMBERGE, face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", BAOU)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", BAOU]


def test_guardian_baou_no_gain_for_a_sheep_token():
    """Q: my Baou attacks directly; my opponent answers with Scapegoat and I attack a Sheep Token
    (0 DEF) instead. A: the Token is destroyed by battle but never sent to the GY (Konami's OCG
    FAQ, db.yugioh-card.com faq fid=14086: a Monster Token destroyed by battle is never sent to
    the GY, so a "destroys by battle and sends to the GY" effect does not activate): Baou stays
    at 800 ATK; three Sheep Tokens are left."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    baou = table.monster(0, BAOU)
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BAOU, target="player")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    _settle(s)
    s.answer([o for o in duel.request.options if o.kind == "retarget"][0])   # a Sheep Token
    _settle(s)
    assert field_monsters(duel, 1) == ["Sheep Token"] * 3
    assert grave(duel, 1) == ["Scapegoat"]
    assert duel.atk(baou.card(duel)) == 800

"""Guardian Elma (74367458): summoned only with its face-up "Butterfly Dagger - Elma"; when
Normal or Special Summoned, it may equip itself with an Equip Spell from its controller's GY.

Sources, read in our words: yugioh-wiki.net 《ガーディアン・エルマ》 (the OCG text: Normal, Flip and
Special Summon only while the Dagger is on your field; "when this card is Normal or Special
Summoned, you can equip 1 Equip Spell from your GY to it": an optional trigger, none on a Flip
Summon; a Set needs no Dagger, and a Set Elma flipped by an attack is a vanilla); the card-review
page (27691lldeac.nobody.jp, 304-005: the Equip Spell is not activated, so no cost of its own is
paid, Twin Swords' discard included). The 2005 TCG print (Dark Crisis): a Normal Summon or Set
only with the Dagger, nothing said of Flip or Special Summons (our reading, as Guardian Grarl's
tests); its trigger does what today's does."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

ELMA = "Guardian Elma"
DAGGER = "Butterfly Dagger - Elma"


def _table(rules="MR5", dagger=True, grave_cards=("Axe of Despair",), hand_cards=(ELMA,)):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, *hand_cards)
    ox = table.monster(0, "Battle Ox")
    if dagger:
        table.spell_trap(0, DAGGER, face_down=False, equipped_to=ox)
    if grave_cards:
        table.grave(0, *grave_cards)
    return table


def _elma(duel):
    return [c for c in duel.monsters(0) if c.name == ELMA][0]


def test_guardian_elma_equips_an_axe_of_despair_from_the_gy():
    """Q: with my face-up Butterfly Dagger - Elma on Battle Ox, I Normal Summon Guardian Elma;
    Axe of Despair is in my GY. A: I may equip the Axe to Elma: it leaves the GY for my Spell &
    Trap Zone and Elma has 2300 ATK."""
    duel = _table().build()
    s = Script(duel)
    s.pick("summon", ELMA)
    s.pick("yes", player=0)
    s.pick("target", "Axe of Despair")
    elma = _elma(duel)
    assert duel.players[0].grave == []
    assert duel.atk(elma) == 2300
    axe = [c for c in duel.players[0].szone if c is not None and c.name == "Axe of Despair"][0]
    assert axe.face_up and duel.equipped_to(axe) is elma


def test_guardian_elma_may_decline():
    """Q: I Normal Summon Elma and say no to its effect. A: the Axe stays in the GY; Elma 1300."""
    duel = _table().build()
    s = Script(duel)
    s.pick("summon", ELMA)
    s.pick("no", player=0)
    assert grave(duel, 0) == ["Axe of Despair"]
    assert duel.atk(_elma(duel)) == 1300


def test_guardian_elma_no_normal_summon_without_its_dagger_but_a_set():
    """Q: (today's text) I control no Butterfly Dagger - Elma. A: no Normal Summon; a Set."""
    s = Script(_table(dagger=False).build())
    assert not s.has("summon", ELMA)
    assert s.has("set", ELMA)


def test_guardian_elma_no_trigger_on_a_flip_summon():
    """Q: my Set Elma is Flip Summoned while I control the Dagger, Axe of Despair in my GY. A: a
    Flip Summon is not a Normal or Special Summon: no effect, nothing asked; Elma has 1300 ATK."""
    table = _table(hand_cards=())
    table.monster(0, ELMA, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", ELMA)
    assert duel.request.kind == "idle"
    assert grave(duel, 0) == ["Axe of Despair"]
    assert duel.atk(_elma(duel)) == 1300


def test_guardian_elma_nothing_to_equip_nothing_asked():
    """Q: my GY holds only a Normal Monster when Elma is Normal Summoned. A: no Equip Spell to
    target: the effect is not activated."""
    duel = _table(grave_cards=("Mystical Elf",)).build()
    s = Script(duel)
    s.pick("summon", ELMA)
    assert duel.request.kind == "idle"


def test_guardian_elma_premature_burial_equipped_revives_nothing():
    """Q: Elma's effect equips Premature Burial from my GY. A: the card is placed, not
    activated: no LP paid, no monster revived; it is an Equip Card on Elma (1300 ATK)."""
    duel = _table(grave_cards=("Premature Burial", "Mystical Elf")).build()
    s = Script(duel)
    s.pick("summon", ELMA)
    s.pick("yes", player=0)
    s.pick("target", "Premature Burial")
    assert duel.players[0].lp == 8000
    assert grave(duel, 0) == ["Mystical Elf"]
    burial = [c for c in duel.players[0].szone if c is not None and c.name == "Premature Burial"][0]
    assert duel.equipped_to(burial) is _elma(duel)


def test_guardian_elma_mst_in_answer_leaves_the_axe_in_the_gy():
    """Q: Elma's trigger targets Axe of Despair; my opponent chains Mystical Space Typhoon on my
    Dagger. A: Elma is still face-up on the field as the trigger resolves: the Axe is equipped
    (the Dagger's loss does not undo a summon already made); the Dagger goes to the GY."""
    table = _table()
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", ELMA)
    if duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass", player=1)
    s.pick("yes", player=0)
    s.pick("target", "Axe of Despair")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", DAGGER, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [DAGGER]
    assert duel.atk(_elma(duel)) == 2300


def test_guardian_elma_cannot_take_a_warrior_only_sword():
    """Q: only Legendary Sword (Warriors only) is in my GY when Elma (a Fairy) is Normal
    Summoned. A: it could not equip her: the effect has no legal target and is not activated
    (both eras)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules=rules, grave_cards=("Legendary Sword",)).build()
        s = Script(duel)
        s.pick("summon", ELMA)
        assert duel.request.kind == "idle", rules
        assert grave(duel, 0) == ["Legendary Sword"], rules


def test_guardian_elma_offers_only_the_equip_spells_that_could_equip_her():
    """Q: Legendary Sword (Warriors only) and Axe of Despair are in my GY when Elma is Normal
    Summoned. A: only the Axe may be chosen; Elma has 2300 ATK and the Sword stays in the GY
    (round 57k: `Ctx.can_equip`, the engine's equip condition)."""
    duel = _table(grave_cards=("Legendary Sword", "Axe of Despair")).build()
    s = Script(duel)
    s.pick("summon", ELMA)
    s.pick("yes", player=0)
    names = sorted(o.name for o in duel.request.options)
    assert names == ["Axe of Despair"]
    s.pick("target", "Axe of Despair")
    assert grave(duel, 0) == ["Legendary Sword"]
    assert duel.atk(_elma(duel)) == 2300


def test_guardian_elma_flip_summon_free_in_2005_only():
    """Q: my Set Elma, no Dagger. A: today's text: no Flip Summon; the 2005 text (GOAT): allowed."""
    for rules, allowed in (("MR5", False), ("GOAT", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, ELMA, position="set")
        assert Script(table.build()).has("flip_summon", ELMA) == allowed, rules


def test_guardian_elma_no_free_spell_trap_zone_no_effect():
    """Q: my Spell & Trap Zones are full (the Dagger and four Set Trap Holes) when Elma is Normal
    Summoned; Axe of Despair is in my GY. A: the Equip Spell would need a free Spell & Trap Zone
    to be placed in, so the effect cannot be activated (the engine's rule for an effect that
    equips a card from the GY: Dark Necrofear, Archfiend of Gilfer; our reading, no ruling of
    Elma's own found): nothing is asked, the Axe stays in the GY."""
    table = _table()
    for _ in range(4):
        table.spell_trap(0, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", ELMA)
    assert duel.request.kind == "idle"
    assert grave(duel, 0) == ["Axe of Despair"]

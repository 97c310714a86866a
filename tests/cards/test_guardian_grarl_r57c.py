"""Guardian Grarl (47150851): summoned only with its face-up "Gravity Axe - Grarl"; Special
Summoned from the hand by its own procedure while it is the only card there.

Sources, read in our words: yugioh-wiki.net 《ガーディアン・グラール》 (the OCG text: Normal Summon,
Flip Summon and Special Summon only while the Axe is on your field, a summoning rule; the hand
procedure is no effect, no chain link; the Axe equipped to an opponent's monster still lets you
summon it, as you control the Axe) and 《ガーディアン・ケースト》's page on the Guardians' shared
rule (a Set needs no weapon; a Flip Summon does). The 2005 TCG print (Dark Crisis, the GOAT
preset) bars a Normal Summon or a Set without the Axe and says nothing of a Flip Summon or a
Special Summon, which Goat players make freely (the Guardians' TCG wording, "cannot be Normal
Summoned or Set unless ..."; our reading). A face-down Axe shows no name: it does not count
(our reading: a card is known by its name only face-up). Metagame.com's 2005 Guardian article
(the Dark Crisis Limited review, mirrored at kperovic.com ArticleId=44): the monster that wears
the Axe cannot be Tributed for Grarl (the Axe would leave first; round 58b: the engine asks the condition
as the Tributes leave)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

GRARL = "Guardian Grarl"
AXE = "Gravity Axe - Grarl"


def _attack_position(s):
    """Answer the position question of a Special Summon with face-up Attack Position."""
    s.answer([o for o in s.duel.request.options if o.name == "Attack Position"][0])


def _table(rules="MR5", axe="mine", hand_cards=(GRARL,)):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, *hand_cards)
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    if axe == "mine":
        table.spell_trap(0, AXE, face_down=False, equipped_to=ox)
    elif axe == "on_opponent":
        table.spell_trap(0, AXE, face_down=False, equipped_to=elf)
    elif axe == "set":
        table.spell_trap(0, AXE, face_down=True)
    return table


def test_guardian_grarl_tribute_summoned_with_its_axe():
    """Q: my Battle Ox wears my face-up Gravity Axe - Grarl; I Tribute my Mystical Elf for
    Guardian Grarl. A: the Axe stays on the field: Grarl is Tribute Summoned (2500 ATK) beside
    the Ox, which keeps the Axe."""
    table = _table()
    table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", GRARL)
    s.pick("tribute", "Mystical Elf")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", GRARL]
    assert grave(duel, 0) == ["Mystical Elf"]
    grarl = [c for c in duel.monsters(0) if c.name == GRARL][0]
    assert grarl.position == "attack" and duel.atk(grarl) == 2500


def test_guardian_grarl_cannot_tribute_the_monster_wearing_its_axe():
    """Q: my Battle Ox wears my Gravity Axe - Grarl, my Mystical Elf wears nothing; I Normal
    Summon Grarl. A: only the Elf may be Tributed (Tributing the Ox would send the Axe to the GY
    first); with the Ox my only monster, Grarl cannot be Tribute Summoned at all (both texts)."""
    for rules in ("MR5", "GOAT"):
        table = _table(rules=rules)
        table.monster(0, "Mystical Elf")
        duel = table.build()
        s = Script(duel)
        s.pick("summon", GRARL)
        assert [o.name for o in duel.request.options if o.kind == "tribute"] == ["Mystical Elf"], rules
        s = Script(_table(rules=rules).build())
        assert not s.has("summon", GRARL), rules


def test_guardian_grarl_no_normal_summon_without_its_axe_but_a_set():
    """Q: (today's text) I control no Gravity Axe - Grarl. A: Grarl cannot be Normal Summoned;
    it can be Set (Tributing Battle Ox)."""
    s = Script(_table(axe=None).build())
    assert not s.has("summon", GRARL)
    assert s.has("set", GRARL)


def test_guardian_grarl_a_set_axe_is_not_enough():
    """Q: my Gravity Axe - Grarl is Set face-down. A: it shows no name: Grarl still cannot be
    Normal Summoned."""
    s = Script(_table(axe="set").build())
    assert not s.has("summon", GRARL)


def test_guardian_grarl_axe_equipped_to_the_opponents_monster_counts():
    """Q: my Gravity Axe - Grarl is equipped to my opponent's Mystical Elf. A: I control the Axe:
    Grarl may be Normal Summoned (Tributing Battle Ox)."""
    duel = _table(axe="on_opponent").build()
    s = Script(duel)
    s.pick("summon", GRARL)
    s.pick("tribute", "Battle Ox")
    assert field_monsters(duel, 0) == [GRARL]


def test_guardian_grarl_special_summons_itself_when_alone_in_the_hand():
    """Q: Grarl is the only card in my hand and I control the Axe. A: I may Special Summon it by
    its procedure (no chain link, no Tribute): it lands and my Normal Summon is still unused."""
    duel = _table().build()
    s = Script(duel)
    s.pick("special_summon", GRARL)
    _attack_position(s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", GRARL]
    assert hand(duel, 0) == []
    assert duel.players[0].normal_summons == 0


def test_guardian_grarl_no_procedure_with_another_card_in_the_hand():
    """Q: Grarl and Battle Ox are in my hand. A: Grarl is not the only card: no procedure."""
    s = Script(_table(hand_cards=(GRARL, "Battle Ox")).build())
    assert not s.has("special_summon", GRARL)


def test_guardian_grarl_procedure_needs_the_axe_today_not_in_2005():
    """Q: Grarl is alone in my hand and I control no Axe. A: today's text bars every Special
    Summon without the Axe, the procedure's too; the 2005 text (GOAT) does not."""
    assert not Script(_table(axe=None).build()).has("special_summon", GRARL)
    duel = _table(rules="GOAT", axe=None).build()
    s = Script(duel)
    s.pick("special_summon", GRARL)
    _attack_position(s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", GRARL]


def test_guardian_grarl_monster_reborn_needs_the_axe_today():
    """Q: Grarl is in my GY, I hold Monster Reborn and control no Axe. A: today's text: Grarl
    cannot be Special Summoned, so Monster Reborn has no target; GOAT: it revives Grarl."""
    for rules, revives in (("MR5", False), ("GOAT", True)):
        table = _table(rules=rules, axe=None, hand_cards=("Monster Reborn",))
        table.grave(0, GRARL)
        duel = table.build()
        s = Script(duel)
        assert s.has("activate", "Monster Reborn") == revives, rules
        if revives:
            s.pick("activate", "Monster Reborn")
            s.pick("target", GRARL)
            while duel.request.kind == "chain":
                duel.answer([o for o in duel.request.options if o.kind == "pass"][0])
            _attack_position(s)
            assert sorted(field_monsters(duel, 0)) == ["Battle Ox", GRARL]


def test_guardian_grarl_flip_summon_needs_the_axe_today_not_in_2005():
    """Q: my Grarl was Set on an earlier turn; I control no Axe. A: today's text: no Flip Summon;
    the 2005 text restricts only the Normal Summon and the Set: the Flip Summon is allowed."""
    for rules, allowed in (("MR5", False), ("GOAT", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, GRARL, position="set")
        assert Script(table.build()).has("flip_summon", GRARL) == allowed, rules


def test_guardian_grarl_no_set_without_its_axe_in_2005():
    """Q: (GOAT) I control no Gravity Axe - Grarl. A: the 2005 text bars the Set too: neither a
    Normal Summon nor a Set of Grarl is offered."""
    s = Script(_table(rules="GOAT", axe=None).build())
    assert not s.has("summon", GRARL)
    assert not s.has("set", GRARL)

"""Levia-Dragon - Daedalus (37721209): in its controller's Main Phase, send 1 face-up "Umi" they
control to the GY (a cost) to destroy every other card on the field.

Sources: the card's texts in our words (the 2005 TCG print, IOC-083, and today's do the same: no
ERAS entry); yugioh-wiki.net 《海竜－ダイダロス》 (an ignition effect; the "Umi" is a cost; every
card on the field but itself is destroyed, its controller's own too; negated, the "Umi" is lost
all the same); seed 000 §效果分類 (Skill Drain negates a face-up monster's effect as it resolves);
Macro Cosmos: a card sent to the GY is banished instead, so a cost that sends to the GY cannot be
paid (docs/cards.md, `ctx.can_send_to_grave`)."""

from duelist.testing.reads import banished, field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

DAEDALUS = "Levia-Dragon - Daedalus"


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _table(umi=True, umi_face_down=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, DAEDALUS)
    table.monster(0, "Celtic Guardian")
    if umi:
        table.field_spell(0, "Umi", face_down=umi_face_down)
    table.spell_trap(0, "Mirror Force")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Waboku")
    return table


def test_levia_dragon_daedalus_destroys_every_other_card():
    """Q: I send my face-up Umi to the GY for Levia-Dragon - Daedalus. A: every other card on the
    field is destroyed, mine too (Celtic Guardian, Mirror Force): Daedalus stands alone; it is
    2600 again, Umi gone."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", DAEDALUS, request="idle")
    assert grave(duel, 0) == ["Umi"]          # the cost, paid on activation
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == [DAEDALUS] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Mirror Force", "Umi"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mystical Elf", "Waboku"]
    assert [c for c in duel.players[0].szone if c] == [] and duel.players[0].fzone is None
    assert duel.atk(duel.monsters(0)[0]) == 2600


def test_levia_dragon_daedalus_needs_my_face_up_umi():
    """Q: no Umi; a Set Umi; or only my opponent's Umi. A: the cost cannot be paid: the effect is
    not offered."""
    duel = _table(umi=False).build()
    assert not Script(duel).has("activate", DAEDALUS)
    duel = _table(umi_face_down=True).build()
    assert not Script(duel).has("activate", DAEDALUS)
    table = _table(umi=False)
    table.field_spell(1, "Umi")
    duel = table.build()
    assert not Script(duel).has("activate", DAEDALUS)


def test_levia_dragon_daedalus_cannot_pay_under_macro_cosmos():
    """Q: my opponent has a face-up Macro Cosmos. A: Umi would be banished instead of reaching the
    GY: the cost cannot be paid."""
    table = _table()
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", DAEDALUS)
    assert banished(duel, 0) == []


def test_levia_dragon_daedalus_under_skill_drain_loses_umi_for_nothing():
    """Q: my opponent has a face-up Skill Drain. A: the effect may be activated, Umi goes to the GY
    as its cost, and the effect is negated: nothing is destroyed."""
    table = _table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DAEDALUS, request="idle")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Umi"] and grave(duel, 1) == []
    assert field_monsters(duel, 0) == [DAEDALUS, "Celtic Guardian"]


def test_levia_dragon_daedalus_destroys_sheep_tokens_made_in_answer():
    """Q: my opponent chains Scapegoat to Daedalus's effect. A: the Tokens are on the field as the
    effect resolves: they are destroyed with everything else, and so is the resolved Scapegoat, still
    on the field until the chain is over (Scapegoat needs 4 free zones: my
    opponent controls no monster here)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, DAEDALUS)
    table.field_spell(0, "Umi")
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DAEDALUS, request="idle")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert field_monsters(duel, 1) == [] and field_monsters(duel, 0) == [DAEDALUS]
    assert grave(duel, 1) == ["Scapegoat"] and grave(duel, 0) == ["Umi"]
    # (the resolved Scapegoat is still on the field until the chain is over: destroyed too)
    assert sorted(e["name"] for e in of_type(duel, "destroyed")) == ["Scapegoat"] + ["Sheep Token"] * 4

"""Hand of Nephthys (Tribute this card and 1 other monster, a cost: Special Summon 1 Sacred Phoenix
of Nephthys from your hand or Deck) under Skill Drain.

Skill Drain negates the effects of face-up monsters on the field as they resolve. Hand of
Nephthys Tributes itself as the cost, so it is in the GY when its effect resolves: Skill Drain
no longer reaches it, and Sacred Phoenix is Special Summoned (Skill Drain's rulings: it does not
negate an Ignition Effect whose monster is not face-up on the field when the effect resolves;
tests/rules/test_skill_drain_and_effects_that_resolve_off_the_field_r40d.py has Stardust Dragon
and Linkuriboh; seed 000 §效果分類). The GOAT preset (Flaming Eternity's texts)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_hand_of_nephthys_under_skill_drain_still_summons_sacred_phoenix():
    """Q: under my opponent's Skill Drain I Tribute Hand of Nephthys and Battle Ox for its effect.
    A: Sacred Phoenix of Nephthys comes from my Deck: Hand of Nephthys, in my GY, is out of Skill
    Drain's reach when its effect resolves."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hand of Nephthys")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Sacred Phoenix of Nephthys", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hand of Nephthys")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Hand of Nephthys"]

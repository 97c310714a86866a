"""Gagaga Magician's "never Synchro Material" is not one of its effects: it is a restriction
printed beside them (a material restriction, 効果外テキスト: text that is not an effect, like a
summon condition), so negating its effects does not lift it. Under Skill Drain Gagaga Magician
still cannot be Synchro Material (seed 001 【シンクロ召喚(同調召喚)】: the materials are monsters that may be
used as Synchro Material; a card's own material restriction is part of the card, not an effect).

Sources: yugioh-wiki 《ガガガマジシャン》 (its "cannot be Synchro Material" is classed as 効果外テキスト,
text that is not an effect); yugioh-wiki 「シンクロ素材」 lists it under "cards with a
not-an-effect text that bars them as Synchro Material"; yugioh-hack.com "ジャンク・シンクロン"
(a monster whose effects are negated still cannot be Synchro Material where its text says so:
such text cannot be negated); nikkan-boku.com "効果外テキスト" (material restrictions apply while
the monster's effects are negated)."""

from duelist.testing.scenario import Script, Table


def _gagaga_beside_junk_synchron(skill_drain):
    """Player 0 controls Gagaga Magician (Level 4) and Junk Synchron (Tuner, Level 3); Black Rose
    Dragon (Level 7) is in the Extra Deck."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gagaga Magician")
    table.monster(0, "Junk Synchron")
    table.extra(0, "Black Rose Dragon")
    if skill_drain:
        table.spell_trap(0, "Skill Drain", face_down=False)
    return table.build()


def test_gagaga_magician_is_never_synchro_material():
    """Q: can I Synchro Summon Black Rose Dragon with Gagaga Magician and Junk Synchron?
    A: no: Gagaga Magician cannot be Synchro Material."""
    duel = _gagaga_beside_junk_synchron(skill_drain=False)
    assert not Script(duel).has("synchro_summon", "Black Rose Dragon")


def test_gagaga_magician_is_still_not_synchro_material_under_skill_drain():
    """Q: Skill Drain is face-up. Does it let Gagaga Magician be Synchro Material? A: no: the
    restriction is not an effect; Skill Drain negates effects only."""
    duel = _gagaga_beside_junk_synchron(skill_drain=True)
    assert not Script(duel).has("synchro_summon", "Black Rose Dragon")

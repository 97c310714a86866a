"""A replay because a monster came to the opponent's side: once the attacker chose its target
again, the attack goes on -- the monster that came is part of the side the new choice was made
against, so it asks for no second replay. And a replay is no new attack declaration and no
summon: the attacker's record (when it arrived, how it was summoned or Set, when its position last
changed, where it came from, one attack declared) stays as it was.

Seed 004 §战斗阶段中的卷回 (the opponent's monsters changed after the attack declaration: the
attacker chooses a target again or stops; the replay happens when they changed, not again for the
same change); yugioh-wiki.net 「バトルステップの巻き戻し」 (a replay is no attack declaration).

Round 52m: mutants of battle.py `_attack_proc` (the monsters seen at the replay's choice not
kept; the attacker's history entries shifted as the replay's target is added to it) that the
replay tests did not tell from the real engine."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

FACTS = ("turn_placed", "summon_kind", "set_turn", "position_turn", "summoned_from")


def _attack_then_replay(flip_first):
    """Battle Ox (on the field since an earlier turn; Set there and Flip Summoned now with
    flip_first) attacks Mystical Elf; its player's opponent answers with Call of the Haunted,
    reviving Celtic Guardian: a replay. Returns the duel, the script and the refs."""
    table = Table(turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox", position="set" if flip_first else "attack")
    elf = table.monster(1, "Mystical Elf")
    table.grave(1, "Celtic Guardian")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    if flip_first:
        s.pick("flip_summon", "Battle Ox")
        while duel.request.kind != "idle":
            s.pick("pass")
    s.pick("battle")
    while duel.request.kind != "battle":
        s.pick("pass")
    before = {name: getattr(ox.card(duel), name) for name in FACTS}
    s.pick("attack", "Battle Ox", target=elf)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, ox, elf, before


def test_the_attack_goes_on_after_one_replay_for_a_revived_monster():
    """Q: my Battle Ox attacks my opponent's Mystical Elf; they chain Call of the Haunted and
    revive Celtic Guardian. I choose the Elf again on the replay. A: one replay only: the Guardian
    that came is already part of what I chose against; Battle Ox destroys the Elf (1700 against
    800 ATK: 900 damage), and the Battle Step menu is back."""
    duel, s, ox, elf, _ = _attack_then_replay(flip_first=False)
    request = s.expect(request="replay", player=0)
    assert sorted(o.target_name for o in request.options if o.kind == "retarget") == [
        "Celtic Guardian", "Mystical Elf"]
    s.pick("retarget", "Battle Ox", target=elf)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert len(of_type(duel, "replay")) == 1
    assert duel.request.kind == "battle"
    assert lp(duel) == (8000, 7100)
    assert [c.name for c in duel.players[1].grave] == ["Mystical Elf"]


def test_a_replay_leaves_the_attackers_record_as_it_was():
    """Q: same position: after the replay Battle Ox attacks the Elf. Is Battle Ox's record changed
    by the replay? A: only by its one attack: one attack declared this turn, on the Elf; when it
    arrived, how it was summoned, when its position last changed and where it came from are as
    before the attack."""
    duel, s, ox, elf, before = _attack_then_replay(flip_first=False)
    elf_uid = elf.uid(duel)
    s.pick("retarget", "Battle Ox", target=elf)
    while duel.request.kind == "chain":
        s.pick("pass")
    card = ox.card(duel)
    assert {name: getattr(card, name) for name in FACTS} == before
    assert card.attack_turn == 3 and card.attacks == 1
    assert card.attacked_targets == (elf_uid, elf_uid)      # declared on it, chosen again on it


def test_a_replay_leaves_a_flip_summoned_attackers_record_as_it_was():
    """Q: my Battle Ox, Set on an earlier turn, is Flip Summoned this turn, then attacks with the
    same replay. A: after the replay it is still the monster Flip Summoned this turn (its position
    changed this turn, not Set this turn), with one attack declared."""
    duel, s, ox, elf, before = _attack_then_replay(flip_first=True)
    assert before["summon_kind"] == "flip" and before["position_turn"] == 3
    s.pick("retarget", "Battle Ox", target=elf)
    while duel.request.kind == "chain":
        s.pick("pass")
    card = ox.card(duel)
    assert {name: getattr(card, name) for name in FACTS} == before
    assert card.attack_turn == 3 and card.attacks == 1
